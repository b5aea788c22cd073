import { beforeEach, describe, expect, it, vi } from "vitest";
import type { KioskValues } from "@/contract/kiosks";
import { createKiosk, deleteKiosk, updateKiosk } from "@/lib/api/kiosks.api";
import { sendCommand } from "@/lib/commands/command";
import { createKioskCommand, deleteKioskCommand, updateKioskCommand } from "./kiosk-commands";

vi.mock("@/lib/api/devices.api", () => ({ kioskCommand: vi.fn() }));
vi.mock("@/lib/api/kiosks.api", () => ({
  createKiosk: vi.fn(async () => ({})),
  updateKiosk: vi.fn(async () => ({})),
  deleteKiosk: vi.fn(async () => undefined),
}));

const values: KioskValues = {
  name: "Accueil 2",
  serialNumber: "KSK-NEW",
  pingDelay: 300,
  type: "Snack",
  paymentMethodAccepted: "Cb",
  smartTouchId: null,
};

beforeEach(() => vi.clearAllMocks());

describe("kiosk commands", () => {
  it("create: passes the idempotency key to the api and orders on the serial number", async () => {
    await sendCommand(createKioskCommand, { values }, "key-1");
    expect(createKiosk).toHaveBeenCalledWith(values, { "Idempotency-Key": "key-1" });
    expect(createKioskCommand.entity({ values })).toBe("KSK-NEW");
    expect(createKioskCommand.right).toBe("KIOSK_ADD_UPDATE");
  });

  it("update: addresses the ORIGINAL serial number, even when the form changed it", async () => {
    const payload = { originalSerial: "KSK-OLD", values };
    await sendCommand(updateKioskCommand, payload, "key-2");
    expect(updateKiosk).toHaveBeenCalledWith("KSK-OLD", values, { "Idempotency-Key": "key-2" });
    expect(updateKioskCommand.entity(payload)).toBe("KSK-OLD");
  });

  it("delete: needs KIOSK_DELETE and sends a fresh key each time", async () => {
    await sendCommand(deleteKioskCommand, { serialNumber: "KSK-1" });
    await sendCommand(deleteKioskCommand, { serialNumber: "KSK-1" });
    const keys = vi
      .mocked(deleteKiosk)
      .mock.calls.map(([, headers]) => headers?.["Idempotency-Key"]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(vi.mocked(deleteKiosk).mock.calls[0]?.[0]).toBe("KSK-1");
    expect(deleteKioskCommand.right).toBe("KIOSK_DELETE");
    expect(deleteKioskCommand.entity({ serialNumber: "KSK-1" })).toBe("KSK-1");
  });
});
