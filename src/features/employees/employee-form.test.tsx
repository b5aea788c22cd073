import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pathOf } from "@/contract/endpoint";
import { employeesApi } from "@/contract/employees.endpoints";
import { rolesApi } from "@/contract/roles.endpoints";
import { sessionFromTokens } from "@/lib/session/session-store";
import { sessionStore } from "@/lib/session/session";
import { notify } from "@/ui/notify";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { renderScreen } from "@/testing/render";
import { choose, openOptions } from "@/testing/select";
import { EmployeeForm } from "./employee-form";

vi.mock("@/ui/notify", () => ({ notify: vi.fn() }));
// The signed-in employee is an administrator (rank 10).
beforeEach(() => sessionStore.set(sessionFromTokens(fakeAccessToken(), "refresh")));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
  sessionStore.set(null);
});

const ROLES = {
  values: [
    { id: 3, name: "Administrateur", rank: 10, rights: ["EMPLOYEE_READ", "EMPLOYEE_DELETE"] },
    { id: 2, name: "Responsable", rank: 20, rights: ["EMPLOYEE_READ"] },
    { id: 1, name: "Agent d'accueil", rank: 30, rights: ["CARD_READ"] },
  ],
};
const TAKEN = "agent@parc-demo.fr";

/** The API: the roles, the e-mail check (204 for TAKEN) and `save` for the POST. */
function stubApi(save: (body: unknown) => Response) {
  const fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
    const [path, query] = url.split("?");
    if (path!.endsWith(pathOf(rolesApi.list))) return Response.json(ROLES);
    if (path!.endsWith(pathOf(employeesApi.emailExists)))
      return new URLSearchParams(query).get("email") === TAKEN
        ? new Response(null, { status: 204 })
        : Response.json({ code: "not_found" }, { status: 404 });
    return save(JSON.parse(init?.body as string));
  });
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}
const saves = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.filter(([, init]) => init?.method === "POST");

/** The roles' answer has arrived and been rendered. */
async function rolesLoaded(spy: ReturnType<typeof stubApi>) {
  await waitFor(() =>
    expect(spy.mock.calls.some(([url]) => url.includes(pathOf(rolesApi.list)))).toBe(true),
  );
  await new Promise((r) => setTimeout(r, 30));
}

function fill(email: string) {
  fireEvent.change(screen.getByLabelText(/^Prénom/), { target: { value: "Anaïs" } });
  fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: "Perrin" } });
  fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), { target: { value: email } });
}

describe("employee form", () => {
  it("offers only roles below one's own and says a role/status conflict on the status", async () => {
    const fetchSpy = stubApi(() => Response.json({}));
    renderScreen(<EmployeeForm onClose={vi.fn()} onSaved={vi.fn()} />);
    await rolesLoaded(fetchSpy);
    fill("anais.perrin@parc-demo.fr");
    const options = openOptions("Rôle")();
    expect(options.map((o) => o.textContent)).toEqual(["Responsable", "Agent d'accueil"]);
    fireEvent.click(options[1]!);
    choose("Type de compte", "Multi-site");
    expect(
      await screen.findByText(
        "Un employé avec le rôle Agent d'accueil ne peut pas avoir le statut Multi-site",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(saves(fetchSpy)).toHaveLength(0);
  });

  it("says an address already used while typing, then saves once it is changed", async () => {
    const fetchSpy = stubApi((body) =>
      Response.json(
        {
          id: 9,
          ...(body as object),
          roleName: "Agent d'accueil",
          roleRank: 30,
          siteId: 1,
          siteName: "Parc démo",
          awaitingFirstLogin: true,
          createdAt: "2026-11-26T10:00:00.000Z",
        },
        { status: 201 },
      ),
    );
    const onClose = vi.fn();
    renderScreen(<EmployeeForm onClose={onClose} onSaved={vi.fn()} />);
    await rolesLoaded(fetchSpy);
    fill(TAKEN);
    expect(await screen.findByText("Cette adresse e-mail existe déjà")).toBeTruthy();
    choose("Rôle", "Agent d'accueil");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(saves(fetchSpy)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), {
      target: { value: "anais.perrin@parc-demo.fr" },
    });
    await waitFor(() => expect(screen.queryByText("Cette adresse e-mail existe déjà")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves(fetchSpy).map(([, init]) => JSON.parse(init!.body as string) as unknown)).toEqual([
      {
        firstName: "Anaïs",
        lastName: "Perrin",
        email: "anais.perrin@parc-demo.fr",
        roleId: 1,
        status: "NotShared",
        maxTokensDailyPlayed: 30,
      },
    ]);
    expect(notify).toHaveBeenCalledWith("success", "Employé ajouté");
  });
});
