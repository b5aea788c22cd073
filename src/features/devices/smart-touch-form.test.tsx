import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SmartTouch } from "@/contract/devices";
import { smartTouchApi } from "@/contract/devices.endpoints";
import { pathOf } from "@/contract/endpoint";
import { testDevice } from "@/testing/builders";
import { signInWithOutbox } from "@/testing/outbox";
import { renderScreen } from "@/testing/render";
import { SmartTouchFormModal } from "./smart-touch-form";

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await signInWithOutbox(["SMARTTOUCH_READ", "SMARTTOUCH_ADD_UPDATE"]);
  fetchSpy = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    Response.json({
      ...testDevice({ id: 5, serialNumber: "ST-NEW" }),
      ...JSON.parse((init?.body as string | undefined) ?? "{}"),
    }),
  );
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

function open(device?: SmartTouch) {
  const onSaved = vi.fn();
  renderScreen(<SmartTouchFormModal opened device={device} onClose={vi.fn()} onSaved={onSaved} />);
  return onSaved;
}
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
const sentBody = () =>
  JSON.parse((fetchSpy.mock.calls[0]?.[1] as { body: string }).body) as unknown;

describe("smart touch form", () => {
  it("refuses a tap delay under 2 s and a ping delay under 120 s, and sends nothing", async () => {
    open();
    fill(/Numéro de série/, "ST-NEW");
    fill(/Délai entre deux passages/, "1");
    fill(/Délai de ping/, "60");
    save();
    expect(await screen.findByText("Doit être supérieur ou égal à 2")).toBeDefined();
    expect(screen.getByText("Doit être supérieur ou égal à 120")).toBeDefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("starts a new device with the defaults, in maintenance it cannot leave, and says why", async () => {
    const onSaved = open();
    expect(screen.getByLabelText(/Délai entre deux passages/)).toHaveProperty("value", "2");
    expect(screen.getByLabelText(/Délai de ping/)).toHaveProperty("value", "300");
    // Locked on, and why: no switch to tap in vain.
    expect(screen.queryByRole("switch", { name: /En maintenance/ })).toBeNull();
    expect(screen.getByTestId("forced-maintenance").textContent).toContain("Oui");
    expect(screen.getByText(/^Imposé\s: l'appareil n'est relié à rien$/)).toBeDefined();
    expect(screen.getByText("Appareil relié à aucun jeu")).toBeDefined();
    fill(/Numéro de série/, "ST-NEW");
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody()).toEqual({
      serialNumber: "ST-NEW",
      tapDelay: 2,
      pingDelay: 300,
      maintenance: true,
    });
  });

  it("locks the serial number of a device, and lets a linked one leave maintenance", async () => {
    const device = testDevice({
      id: 1,
      serialNumber: "ST-0001",
      gameId: 1,
      gameCode: "CB-001",
      gameTypeName: "Carrousel",
      maintenance: true,
    });
    const onSaved = open(device);
    expect(screen.getByLabelText(/Numéro de série/)).toHaveProperty("readOnly", true);
    expect(screen.getByText(/^Jeu\s: CB-001 \(Carrousel\)$/)).toBeDefined();
    expect(screen.queryByText("Appareil relié à aucun jeu")).toBeNull();
    const maintenance = screen.getByRole("switch", { name: /En maintenance/ });
    expect(maintenance).toHaveProperty("disabled", false);
    fireEvent.click(maintenance);
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain(
      pathOf(smartTouchApi.update, { serialNumber: "ST-0001" }),
    );
    expect(sentBody()).toMatchObject({ serialNumber: "ST-0001", maintenance: false });
  });

  it("warns that a kiosk's device counts no game, without forcing maintenance", () => {
    open(testDevice({ id: 9, serialNumber: "ST-0009", kioskSerialNumber: "KSK-0001" }));
    expect(screen.getByText("Appareil relié à aucun jeu")).toBeDefined();
    expect(screen.getByRole("switch", { name: /En maintenance/ })).toHaveProperty(
      "disabled",
      false,
    );
  });
});
