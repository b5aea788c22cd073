import { testDevice } from "@/testing/builders";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { smartTouchApi } from "@/contract/devices.endpoints";
import { pathOf } from "@/contract/endpoint";
import type { Kiosk } from "@/contract/kiosks";
import { kiosksApi } from "@/contract/kiosks.endpoints";
import { signInWithOutbox } from "@/testing/outbox";
import { renderScreen } from "@/testing/render";
import { choose, openOptions } from "@/testing/select";
import { KioskFormModal } from "./kiosk-form-modal";

const DEVICES = [
  testDevice({
    id: 1,
    serialNumber: "ST-GAME",
    gameId: 4,
    gameCode: "CB-004",
    kioskSerialNumber: null,
  }),
  testDevice({
    id: 2,
    serialNumber: "ST-FREE",
    gameId: null,
    gameCode: null,
    kioskSerialNumber: null,
  }),
  testDevice({
    id: 3,
    serialNumber: "ST-OTHER",
    gameId: null,
    gameCode: null,
    kioskSerialNumber: "KSK-OTHER",
  }),
  testDevice({
    id: 4,
    serialNumber: "ST-MINE",
    gameId: null,
    gameCode: null,
    kioskSerialNumber: "KSK-1",
  }),
];

const KIOSK: Kiosk = {
  id: 7,
  name: "Accueil",
  serialNumber: "KSK-1",
  pingDelay: 300,
  type: "Snack",
  paymentMethodAccepted: "Units",
  smartTouchId: 4,
  state: 0,
  lastPing: null,
  version: null,
  isSnack: true,
  keyIssuedAt: null,
};

let fetchSpy: ReturnType<typeof vi.fn>;
let kioskReply: () => Response;
beforeEach(async () => {
  await signInWithOutbox(["KIOSK_ADD_UPDATE", "SMARTTOUCH_READ"]);
  kioskReply = () => Response.json(KIOSK);
  fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes(pathOf(smartTouchApi.list))) return Response.json({ values: DEVICES });
    return kioskReply();
  });
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

function open(kiosk?: Kiosk) {
  const onSaved = vi.fn();
  renderScreen(<KioskFormModal opened kiosk={kiosk} onClose={vi.fn()} onSaved={onSaved} />);
  return onSaved;
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));

describe("kiosk form", () => {
  it("requires a payment method for a Snack kiosk, then clears and hides it for Cards", async () => {
    open();
    fill(/^Nom/, "Snack 2");
    fill(/^Numéro de série/, "KSK-S2");
    choose("Type", "Snack");
    save();
    const payment = await screen.findByRole("combobox", { name: "Moyen de paiement accepté" });
    expect(payment.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Ce champ est obligatoire")).toBeDefined();
    choose("Moyen de paiement accepté", "CB");
    choose("Type", "Cartes");
    await waitFor(() => expect(screen.queryByText("Moyen de paiement accepté")).toBeNull());
    choose("Type", "Merchandising");
    expect(screen.getByRole("combobox", { name: "Moyen de paiement accepté" })).toHaveProperty(
      "value",
      "",
    );
  });

  it("refuses a ping delay under 120 seconds", async () => {
    open();
    fill(/^Nom/, "Accueil 3");
    fill(/^Numéro de série/, "KSK-3");
    fill(/^Délai de ping/, "100");
    save();
    expect(await screen.findByText("Doit être supérieur ou égal à 120")).toBeDefined();
    expect(fetchSpy.mock.calls.some(([, init]) => (init as RequestInit)?.method === "POST")).toBe(
      false,
    );
  });

  it("offers only devices with no game and no other kiosk, and a way to link none", async () => {
    open(KIOSK);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Appareil Smart touch" })).toHaveProperty(
        "value",
        "ST-MINE",
      ),
    );
    const options = openOptions("Appareil Smart touch");
    expect(options().map((o) => o.textContent)).toEqual(["Aucun appareil", "ST-FREE", "ST-MINE"]);
  });

  it("sends an edit to the original serial number, with an idempotency key", async () => {
    const onSaved = open(KIOSK);
    fill(/^Numéro de série/, "KSK-1-BIS");
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = fetchSpy.mock.calls.find(([, init]) => (init as RequestInit)?.method === "PUT");
    expect(String(put?.[0])).toContain(pathOf(kiosksApi.update, { serialNumber: "KSK-1" }));
    expect(String(put?.[0])).not.toContain("BIS");
    const headers = new Headers((put?.[1] as RequestInit).headers);
    expect(headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse((put?.[1] as { body: string }).body)).toMatchObject({
      serialNumber: "KSK-1-BIS",
      paymentMethodAccepted: "Units",
      smartTouchId: 4,
    });
  });

  it("stays open after a refused save, with what was typed and why", async () => {
    kioskReply = () => Response.json({ code: "number_duplicated" }, { status: 400 });
    const onSaved = open();
    fill(/^Nom/, "Doublon");
    fill(/^Numéro de série/, "KSK-1");
    save();
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.textContent).toContain("Ce numéro existe déjà"));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Nom/)).toHaveProperty("value", "Doublon");
    expect(screen.getByLabelText(/^Numéro de série/)).toHaveProperty("value", "KSK-1");
  });
});
