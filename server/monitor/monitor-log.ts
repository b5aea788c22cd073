/**
 * Writes the events log (src/contract/monitor.ts): one entry, in the caller's transaction (the
 * `db` a route or a device report is given), so an action refused or rolled back leaves none.
 */
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { MONITOR_LIMITS, type MonitorType } from "../../src/contract/monitor";
import { clientAddress } from "../auth/client-address";
import type { Db } from "../db/database";
import { employees } from "../db/schema/employees.schema";
import { kiosks } from "../db/schema/kiosks.schema";
import { monitorActions } from "../db/schema/monitor.schema";
import type { AppEnv } from "../http/app-env";

export interface LogEntry {
  type: MonitorType;
  machineName: string;
  employeeId?: number | null;
  cardNumber?: string | null;
  detail?: string | null;
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Appends one entry, now; the employee's name as it is now. */
export async function logAction(db: Db, entry: LogEntry, now = Date.now()): Promise<void> {
  const employeeId = entry.employeeId ?? null;
  await db.insert(monitorActions).values({
    date: new Date(now).toISOString(),
    type: entry.type,
    machineName: cut(entry.machineName, MONITOR_LIMITS.machineName),
    employeeId,
    employeeName:
      employeeId === null
        ? null
        : sql`(select ${employees.firstName} || ' ' || ${employees.lastName} from ${employees} where ${eq(employees.id, employeeId)})`,
    cardNumber: entry.cardNumber ?? null,
    detail: entry.detail ? cut(entry.detail, MONITOR_LIMITS.detail) : null,
  });
}

/** The machine of a back-office request: the tablet, known by its address. */
export function backOfficeMachine(c: Context<AppEnv>): string {
  return `Back-office (${clientAddress(c)})`;
}

/** A device's name in the log: a kiosk's name, a smart touch's serial number. */
export async function deviceMachine(
  db: Db,
  target: "kiosk" | "smarttouch",
  serialNumber: string,
): Promise<string> {
  if (target === "smarttouch") return `Smart touch ${serialNumber}`;
  const [row] = await db
    .select({ name: kiosks.name })
    .from(kiosks)
    .where(eq(kiosks.serialNumber, serialNumber));
  return row?.name ?? serialNumber;
}
