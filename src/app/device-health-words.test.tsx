/**
 * Issue 27, point 4: one device, one word. The same kiosk and smart touch fed to the health board
 * (whose server judges them with healthOf), the kiosk list and the smart touch list (which judge
 * them with the same healthOf) are said the same way on the three screens, and in their panels.
 */
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { healthOf, type HealthDevice } from "@/contract/devices";
import type { Kiosk } from "@/contract/kiosks";
import DeviceHealthPage from "@/features/devices/device-health.page";
import SmartTouchListPage from "@/features/devices/smart-touch-list.page";
import KioskListPage from "@/features/kiosks/kiosk-list.page";
import { testDevice } from "@/testing/builders";
import { signInWithOutbox } from "@/testing/outbox";
import { renderScreen } from "@/testing/render";

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** Says it is fine ("OK", kiosk state 0 "logged on"), but was last heard 20 minutes ago. */
const DEVICE = testDevice({
  id: 4,
  serialNumber: "ST-0004",
  gameId: 1,
  gameCode: "CB-001",
  state: "OK",
  pingDelay: 300,
  lastPing: minutesAgo(20),
});
const KIOSK: Kiosk = {
  id: 1,
  name: "Borne Snack 1",
  serialNumber: "KSK-0001",
  pingDelay: 300,
  type: "Snack",
  paymentMethodAccepted: "UnitsCb",
  smartTouchId: null,
  state: 0,
  lastPing: minutesAgo(20),
  version: "1.16.0.1745",
  isSnack: true,
  keyIssuedAt: null,
};

/** The board's answer, as server/devices/device-health.route.ts builds it. */
function board() {
  const now = Date.now();
  const entry = (kind: HealthDevice["kind"], d: typeof DEVICE | Kiosk): HealthDevice => ({
    kind,
    serialNumber: d.serialNumber,
    name: "name" in d ? d.name : d.serialNumber,
    place: null,
    health: healthOf(d, now),
    lastPing: d.lastPing,
    version: null,
    behind: false,
  });
  return {
    at: new Date(now).toISOString(),
    lastVersion: null,
    devices: [entry("kiosk", KIOSK), entry("smarttouch", DEVICE)],
  };
}

beforeEach(async () => {
  await signInWithOutbox(["KIOSK_READ", "SMARTTOUCH_READ"]);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("/api/device/health")) return Response.json(board());
      if (url.includes("/api/smarttouch/smarttouchs")) return Response.json({ values: [DEVICE] });
      if (url.includes("/api/kiosk/kiosks"))
        return Response.json({ results: [KIOSK], total: 1, currentPage: 0 });
      return Response.json({ results: [], total: 0, currentPage: 0 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (text: string) => {
  const row = (await screen.findByText(text, undefined, { timeout: 5000 })).closest("tr");
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe("a device's health, on every screen that shows it", () => {
  it("is the same word on the board, the kiosk list, the smart touch list and their panels", async () => {
    const { unmount } = renderScreen(<DeviceHealthPage />, { path: "/devices" });
    const tiles = await screen.findAllByTestId("health-device", undefined, { timeout: 5000 });
    const onBoard = (serial: string) =>
      tiles.find((tile) => tile.textContent?.includes(serial))?.textContent ?? "";
    expect(onBoard("KSK-0001")).toContain("Silencieux");
    expect(onBoard("ST-0004")).toContain("Silencieux");
    unmount();

    const kiosks = renderScreen(<KioskListPage />, { path: "/kiosks" });
    const kioskRow = await rowOf("Borne Snack 1");
    expect(within(kioskRow).getByText("Silencieux")).toBeDefined();
    expect(within(kioskRow).queryByText("Connectée")).toBeNull();
    fireEvent.click(kioskRow);
    const kioskPanel = await screen.findByRole("dialog", { name: "Borne Snack 1" });
    expect(within(kioskPanel).getByText("Silencieux")).toBeDefined();
    kiosks.unmount();

    renderScreen(<SmartTouchListPage />, { path: "/smarttouch" });
    const deviceRow = await rowOf("ST-0004");
    expect(within(deviceRow).getByText("Silencieux")).toBeDefined();
    expect(within(deviceRow).queryByText("OK")).toBeNull();
    fireEvent.click(deviceRow);
    const devicePanel = await screen.findByRole("dialog", { name: "ST-0004" });
    expect(within(devicePanel).getByText("Silencieux")).toBeDefined();
  });
});
