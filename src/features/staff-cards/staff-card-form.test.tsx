import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pathOf } from "@/contract/endpoint";
import { employeesApi } from "@/contract/employees.endpoints";
import { staffCardsApi } from "@/contract/staff-cards.endpoints";
import { notify } from "@/ui/notify";
import { renderScreen } from "@/testing/render";
import { StaffCardForm } from "./staff-card-form";

vi.mock("@/ui/notify", () => ({ notify: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const employees = {
  results: [
    {
      id: 3,
      firstName: "Paul",
      lastName: "Agent",
      email: "agent@parc-demo.fr",
      roleId: 1,
      roleName: "Agent d'accueil",
      roleRank: 30,
      siteId: 1,
      siteName: "Parc démo",
      status: "NotShared",
      maxTokensDailyPlayed: 30,
      awaitingFirstLogin: false,
      createdAt: "2026-01-05T10:00:00.000Z",
    },
  ],
  total: 1,
  currentPage: 0,
};

const EMPLOYEES = pathOf(employeesApi.list);

/** The API: the employees to choose from, and `save` for the staff card's POST or PUT. */
function stubApi(save: () => Response) {
  const fetchSpy = vi.fn(async (url: string) =>
    url.split("?")[0]!.endsWith(EMPLOYEES) ? Response.json(employees) : save(),
  );
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}

async function fillAndSave() {
  fireEvent.change(screen.getByLabelText(/^Numéro public/), { target: { value: "E-0042" } });
  fireEvent.change(screen.getByLabelText(/^Numéro \*/), { target: { value: "STAFF0042" } });
  // The Select's listbox shares its label: the input is the one to click.
  const owner = screen.getAllByLabelText(/^Employé/).find((e) => e.tagName === "INPUT");
  fireEvent.click(owner!);
  // jsdom never ends the dropdown's opening transition, so its options count as hidden.
  fireEvent.click(
    await screen.findByRole("option", { name: "Paul Agent · agent@parc-demo.fr", hidden: true }),
  );
  fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
}

describe("staff card form", () => {
  it("requires the numbers and the owner, and sends nothing without them", async () => {
    const fetchSpy = stubApi(() => Response.json({}));
    renderScreen(<StaffCardForm onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(screen.getAllByText("Ce champ est obligatoire")).toHaveLength(3));
    expect(fetchSpy.mock.calls.every(([url]) => url.split("?")[0]!.endsWith(EMPLOYEES))).toBe(true);
  });

  it("sends the API's field names and closes", async () => {
    const card = { number: "STAFF0042", publicNumber: "E-0042", employeeId: 3, active: true };
    const fetchSpy = stubApi(() => Response.json({ ...card, employeeName: "Paul Agent" }));
    const onClose = vi.fn();
    renderScreen(<StaffCardForm onClose={onClose} onSaved={vi.fn()} />);
    await fillAndSave();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchSpy.mock.calls.find(([url]) => url.endsWith(pathOf(staffCardsApi.create)));
    const init = (post as unknown as [string, RequestInit])[1];
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual(card);
    expect(notify).toHaveBeenCalledWith("success", "Carte employé ajoutée");
  });

  it("edits with the number locked and sends an unchecked card as inactive", async () => {
    const card = { number: "STAFF0042", publicNumber: "E-0042", employeeId: 3, active: true };
    const fetchSpy = stubApi(() => Response.json({ ...card, employeeName: "Paul Agent" }));
    const onClose = vi.fn();
    renderScreen(
      <StaffCardForm
        card={{ ...card, employeeName: "Paul Agent" }}
        onClose={onClose}
        onSaved={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/^Numéro \*/)).toHaveProperty("readOnly", true);
    fireEvent.click(screen.getByRole("switch", { name: "Carte active" }));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchSpy.mock.calls.find(([url]) =>
      url.endsWith(pathOf(staffCardsApi.update, { number: "STAFF0042" })),
    );
    const init = (put as unknown as [string, RequestInit])[1];
    expect(init.method).toBe("PUT");
    expect(JSON.parse(init.body as string)).toEqual({ ...card, active: false });
  });

  it("says 'Cette carte existe déjà' for a duplicate number, and closes", async () => {
    stubApi(() => Response.json({ code: "number_duplicated" }, { status: 400 }));
    const onClose = vi.fn();
    renderScreen(<StaffCardForm onClose={onClose} onSaved={vi.fn()} />);
    await fillAndSave();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith(
      "error",
      "Cette carte existe déjà",
      "Erreur lors de l'ajout de la carte employé",
    );
  });
});
