import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Customer } from "@/contract/customers";
import { notify } from "@/ui/notify";
import { renderScreen } from "@/testing/render";
import { CustomerForm } from "./customer-form";

vi.mock("@/ui/notify", () => ({ notify: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const saved: Customer = {
  id: 7,
  title: null,
  firstName: "Léa",
  lastName: "Martin",
  email: "lea.martin@example.fr",
  phoneNumber: null,
  street: null,
  postalCode: null,
  city: "Lyon",
  birthDate: "2015-07-14",
  emailSponsor: null,
  newsLetter: true,
  createdDate: "2026-11-23T10:00:00.000Z",
  siteName: "Parc démo",
  lastConnectionDate: null,
  lastPurchaseDate: null,
  fidelityPoints: 0,
  inactivityReminderSent: false,
  socialHandles: [],
  cards: [],
};

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("customer form", () => {
  it("shows the rules in French, keeps the input and sends nothing", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const onClose = vi.fn();
    renderScreen(<CustomerForm onClose={onClose} onSaved={vi.fn()} />);
    const long = "a".repeat(300);
    type(/^Prénom/, long);
    type(/^E-mail du parrain/, "pas-une-adresse");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Limité à 254 caractères")).toBeDefined();
    expect(screen.getByText("Ce champ est obligatoire")).toBeDefined();
    expect(screen.getByText("Adresse e-mail invalide")).toBeDefined();
    expect(screen.getByLabelText(/^Prénom/)).toHaveProperty("value", long);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the API's field names, the birth date as YYYY-MM-DD, then closes", async () => {
    const fetchSpy = vi.fn(async () => Response.json(saved, { status: 201 }));
    vi.stubGlobal("fetch", fetchSpy);
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderScreen(<CustomerForm onClose={onClose} onSaved={onSaved} />);
    type(/^Prénom/, "Léa");
    type(/^Nom/, "Martin");
    type(/^Adresse e-mail/, "lea.martin@example.fr");
    type(/^Ville/, "Lyon");
    type(/^Date de naissance/, "14/07/2015");
    fireEvent.click(screen.getByLabelText(/lettre d'information/));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/customer$/);
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toMatchObject({
      firstName: "Léa",
      lastName: "Martin",
      email: "lea.martin@example.fr",
      city: "Lyon",
      birthDate: "2015-07-14",
      newsLetter: true,
    });
    expect(onSaved).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith("success", "Client créé");
  });

  it("says why a save failed in a toast and still closes (spec section 2)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "server_error" }, { status: 500 })),
    );
    const onClose = vi.fn();
    renderScreen(<CustomerForm customer={saved} onClose={onClose} onSaved={vi.fn()} />);
    expect(screen.getByLabelText(/^Date de naissance/)).toHaveProperty("value", "14/07/2015");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith(
      "error",
      expect.stringContaining("Erreur serveur"),
      "Erreur lors de la modification du client",
    );
  });

  it("without network, stays open with everything typed and says why", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const onClose = vi.fn();
    renderScreen(<CustomerForm customer={saved} onClose={onClose} onSaved={vi.fn()} />);
    type(/^Ville/, "Villeurbanne");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(
      await screen.findByText("Serveur injoignable : vérifiez la connexion puis réessayez"),
    ).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Ville/)).toHaveProperty("value", "Villeurbanne");
  });
});
