import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/testing/render";
import LoginPage from "./login.page";

afterEach(() => vi.unstubAllGlobals());

/** Signs in with a wrong password and answers the form's alert. */
async function signInAlert() {
  renderScreen(<LoginPage />, { path: "/login" });
  fireEvent.change(screen.getByLabelText(/Adresse e-mail/), {
    target: { value: "agent@parc-demo.fr" },
  });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: "faux" } });
  fireEvent.click(screen.getByRole("button", { name: "Se connecter" }));
  return screen.findByRole("alert");
}

describe("login page", () => {
  it("says which fields are missing, in French, and sends nothing", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    renderScreen(<LoginPage />, { path: "/login" });
    fireEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await waitFor(() => expect(screen.getAllByText("Ce champ est obligatoire")).toHaveLength(2));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("prefills the e-mail given in the address and flags an invalid one", async () => {
    renderScreen(<LoginPage />, { path: "/login?email=nouveau%40parc-demo" });
    const email = screen.getByLabelText(/Adresse e-mail/);
    expect(email).toHaveProperty("value", "nouveau@parc-demo");
    fireEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText("Adresse e-mail invalide")).toBeDefined();
  });

  it("shows the server's refusal as a clear message and stays on the page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ code: "invalid_grant", error: "invalid_grant" }, { status: 400 }),
      ),
    );
    expect(await signInAlert()).toHaveProperty(
      "textContent",
      "Adresse e-mail ou mot de passe incorrect",
    );
  });

  it("after too many failures, says so with the wait the server gave", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { code: "too_many_attempts", error: "too_many_attempts" },
          { status: 429, headers: { "Retry-After": "600" } },
        ),
      ),
    );
    expect(await signInAlert()).toHaveProperty(
      "textContent",
      "Trop de tentatives échouées\u00a0: réessayez dans 10 minutes",
    );
  });
});
