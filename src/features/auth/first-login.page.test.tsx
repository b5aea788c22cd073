import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/testing/render";
import FirstLoginPage from "./first-login.page";

afterEach(() => vi.unstubAllGlobals());

function fillAndSend() {
  fireEvent.change(screen.getByLabelText(/Adresse e-mail/), {
    target: { value: "nouveau@parc-demo.fr" },
  });
  fireEvent.change(screen.getByLabelText(/Code de première connexion/), {
    target: { value: "000000" },
  });
  fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), {
    target: { value: "Nouveau#2026!" },
  });
  fireEvent.change(screen.getByLabelText(/^Confirmation du mot de passe/), {
    target: { value: "Nouveau#2026!" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Créer mon mot de passe" }));
}

describe("first-login page", () => {
  it("after too many wrong codes, says so with the wait (one minute)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { code: "too_many_attempts" },
          { status: 429, headers: { "Retry-After": "42" } },
        ),
      ),
    );
    renderScreen(<FirstLoginPage />, { path: "/first-login" });
    fillAndSend();
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Trop de tentatives échouées\u00a0: réessayez dans une minute",
    );
  });

  it("says the same for an unknown e-mail and a wrong code: nothing tells which", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "first_set_not_allowed" }, { status: 400 })),
    );
    renderScreen(<FirstLoginPage />, { path: "/first-login" });
    fillAndSend();
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Adresse e-mail ou code de première connexion invalide, ou code expiré\u00a0: demandez un nouveau code à votre responsable",
    );
  });
});
