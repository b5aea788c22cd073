/**
 * Commands to a kiosk or a smart touch (restart, settings, a staff game, an update...): kept in
 * `device_commands` until the device's next report takes them (POST /api/device/ping), never
 * after DEVICE_COMMAND_TTL_MS (src/contract/devices.ts).
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { DEVICE_COMMAND_TTL_MS, type DeviceCommandName } from "../../src/contract/devices";
import type { Db } from "../db/database";
import { deviceCommands } from "../db/schema/devices.schema";
import type { MonitorType } from "../../src/contract/monitor";
import { deviceMachine, logAction } from "../monitor/monitor-log";

type Row = typeof deviceCommands.$inferSelect;

/** The wire shape of a stored command (its payload parsed). */
export function commandOut(row: Row) {
  return {
    id: row.id,
    target: row.target,
    serialNumber: row.serialNumber,
    command: row.command,
    payload: row.payload === null ? null : (JSON.parse(row.payload) as Record<string, string>),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    deliveredAt: row.deliveredAt,
  };
}

export async function queueCommand(
  db: Db,
  command: {
    target: "kiosk" | "smarttouch";
    serialNumber: string;
    command: DeviceCommandName;
    payload?: Record<string, string | number>;
    employeeId: number | null;
  },
  now = Date.now(),
) {
  const [row] = await db
    .insert(deviceCommands)
    .values({
      target: command.target,
      serialNumber: command.serialNumber,
      command: command.command,
      payload: command.payload ? JSON.stringify(command.payload) : null,
      employeeId: command.employeeId,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + DEVICE_COMMAND_TTL_MS).toISOString(),
    })
    .returning();
  await logAction(
    db,
    {
      type: LOGGED[command.command],
      machineName: await deviceMachine(db, command.target, command.serialNumber),
      employeeId: command.employeeId,
      cardNumber:
        command.payload?.cardNumber?.toString() ?? command.payload?.oldCardNumber?.toString(),
      detail: detailOf(command.payload),
    },
    now,
  );
  return commandOut(row!);
}

/** The log's type of each command, sent from the back office (src/contract/monitor.ts). */
const LOGGED: Record<DeviceCommandName, MonitorType> = {
  restart: "KioskRestart",
  restartApp: "KioskRestartApp",
  recycleCard: "KioskRecycleCard",
  transferCard: "KioskTransferCard",
  staffGame: "StaffGame",
  settings: "DeviceSettings",
  update: "DeviceUpdate",
};

function detailOf(payload: Record<string, string | number> | undefined): string | null {
  if (!payload) return null;
  if (payload.newCardNumber) return `→ ${payload.newCardNumber}`;
  if (payload.version) return String(payload.version);
  if (payload.staffCardNumber) return String(payload.staffCardNumber);
  const settings = Object.entries(payload).filter(([key]) => key !== "cardNumber");
  return settings.length ? settings.map(([k, v]) => `${k}=${v}`).join(", ") : null;
}

/** Hands a device its waiting commands, oldest first, and marks them delivered; expired ones stay. */
export async function takeCommands(
  db: Db,
  target: "kiosk" | "smarttouch",
  serialNumber: string,
  now = Date.now(),
) {
  const at = new Date(now).toISOString();
  const waiting = and(
    eq(deviceCommands.target, target),
    eq(deviceCommands.serialNumber, serialNumber),
    isNull(deviceCommands.deliveredAt),
    gt(deviceCommands.expiresAt, at),
  );
  const rows = await db.update(deviceCommands).set({ deliveredAt: at }).where(waiting).returning();
  return rows.sort((a, b) => a.id - b.id).map(commandOut);
}
