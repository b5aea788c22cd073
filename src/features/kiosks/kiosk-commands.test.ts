import { beforeEach, describe, expect, it, vi } from "vitest";
import type { KioskValues } from "@/contract/kiosks";
import { DEVICE_COMMAND_TTL_MS } from "@/contract/devices";
import { kioskCommandsApi, kiosksApi } from "@/contract/kiosks.endpoints";
import { call } from "@/lib/api/call";
import { sendCommand } from "@/lib/commands/command";
import {
  createKioskCommand,
  deleteKioskCommand,
  kioskRecycleCommand,
  kioskTransferCommand,
  restartKioskAppCommand,
  restartKioskCommand,
  updateKioskCommand,
} from "./kiosk-commands";

vi.mock("@/lib/api/call", () => ({ call: vi.fn(async () => ({})) }));

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
    expect(vi.mocked(call).mock.calls).toEqual([
      [kiosksApi.create, { body: values }, { headers: { "Idempotency-Key": "key-1" } }],
    ]);
    expect(createKioskCommand.entity({ values })).toBe("KSK-NEW");
    expect(createKioskCommand.right).toBe("KIOSK_ADD_UPDATE");
  });

  it("update: addresses the ORIGINAL serial number, even when the form changed it", async () => {
    const payload = { originalSerial: "KSK-OLD", values };
    await sendCommand(updateKioskCommand, payload, "key-2");
    expect(vi.mocked(call).mock.calls).toEqual([
      [
        kiosksApi.update,
        { params: { serialNumber: "KSK-OLD" }, body: values },
        { headers: { "Idempotency-Key": "key-2" } },
      ],
    ]);
    expect(updateKioskCommand.entity(payload)).toBe("KSK-OLD");
  });

  it("delete: needs KIOSK_DELETE and sends a fresh key each time", async () => {
    await sendCommand(deleteKioskCommand, { serialNumber: "KSK-1" });
    await sendCommand(deleteKioskCommand, { serialNumber: "KSK-1" });
    const calls = vi.mocked(call).mock.calls;
    const keys = calls.map(([, , options]) => options?.headers?.["Idempotency-Key"]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(calls.map(([endpoint, input]) => [endpoint, input])).toEqual([
      [kiosksApi.remove, { params: { serialNumber: "KSK-1" } }],
      [kiosksApi.remove, { params: { serialNumber: "KSK-1" } }],
    ]);
    expect(deleteKioskCommand.right).toBe("KIOSK_DELETE");
    expect(deleteKioskCommand.entity({ serialNumber: "KSK-1" })).toBe("KSK-1");
  });

  it("kiosk operations expire after 10 minutes and send when the person asked, in order per kiosk", async () => {
    const at = "2026-11-25T10:00:00.000Z";
    const base = { serialNumber: "KSK-3", name: "Borne cartes 3", issuedAt: at };
    await sendCommand(restartKioskCommand, base, "k1");
    await sendCommand(restartKioskAppCommand, base, "k2");
    await sendCommand(kioskRecycleCommand, { ...base, cardNumber: "PC-1" }, "k3");
    await sendCommand(
      kioskTransferCommand,
      { ...base, oldCardNumber: "PC-1", newCardNumber: "PC-2" },
      "k4",
    );
    const params = { serialNumber: "KSK-3" };
    expect(vi.mocked(call).mock.calls).toEqual([
      [
        kioskCommandsApi.restart,
        { params, body: { issuedAt: at } },
        { headers: { "Idempotency-Key": "k1" } },
      ],
      [
        kioskCommandsApi.restartApp,
        { params, body: { issuedAt: at } },
        { headers: { "Idempotency-Key": "k2" } },
      ],
      [
        kioskCommandsApi.recycleCard,
        { params, body: { issuedAt: at, cardNumber: "PC-1" } },
        { headers: { "Idempotency-Key": "k3" } },
      ],
      [
        kioskCommandsApi.transferCard,
        { params, body: { issuedAt: at, oldCardNumber: "PC-1", newCardNumber: "PC-2" } },
        { headers: { "Idempotency-Key": "k4" } },
      ],
    ]);
    for (const command of [
      restartKioskCommand,
      restartKioskAppCommand,
      kioskRecycleCommand,
      kioskTransferCommand,
    ]) {
      expect(command.expiresAfterMs).toBe(DEVICE_COMMAND_TTL_MS);
      expect(command.kind).toBe("kiosk");
    }
    expect(restartKioskCommand.entity(base)).toBe("KSK-3");
  });
});
