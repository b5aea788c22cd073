/**
 * The events log (spec sections 2, 7, 8: "monitor actions"): what happened on a kiosk, a device
 * or in the back office, written by the server itself in the same transaction as what it records
 * (server/monitor/monitor-log.ts). Append-only: no call changes or deletes an entry; entries
 * older than the venue's retention are pruned by the server (README, "The events log").
 */
import { z } from "zod";
import { rowId } from "./bounded";
import { day, moment } from "./dates";
import { filterText } from "./day-filters";
import { LIMITS } from "./limits";

/**
 * The operations the log records. Devices: a game played, a play refused for want of units, a
 * fault and the recovery, a kiosk's restart or card command, settings, a staff test game or an update sent,
 * maintenance on or off. Back office: each card action, a role's rights changed. Sessions: a
 * sign-in refused, sign-ins slowed for an account or an address.
 */
export const MONITOR_TYPES = [
  "PlayGame",
  "InsufficientCredit",
  "DeviceFault",
  "DeviceRecovered",
  "KioskRestart",
  "KioskRestartApp",
  "KioskRecycleCard",
  "KioskTransferCard",
  "DeviceSettings",
  "StaffGame",
  "DeviceUpdate",
  "MaintenanceOn",
  "MaintenanceOff",
  "BonusChanged",
  "EnableCard",
  "DisableCard",
  "TransferCard",
  "RecycleCard",
  "AssignCustomer",
  "RemoveCustomer",
  "RoleRightsChanged",
  "EmployeeAdded",
  "EmployeeUpdated",
  "EmployeeDeleted",
  "CardsImported",
  "PeriodAdded",
  "PeriodUpdated",
  "PeriodDeleted",
  "PasswordReset",
  "SignInRefused",
  "SignInThrottled",
] as const;
export type MonitorType = (typeof MONITOR_TYPES)[number];

/** The longest a log entry's machine name or detail is. */
export const MONITOR_LIMITS = { machineName: 120, detail: 500 } as const;

export const monitorActionSchema = z.object({
  id: rowId(),
  date: moment(),
  type: z.enum(MONITOR_TYPES),
  /** The kiosk, the device, or "Back-office (<address>)" for a tablet of the back office. */
  machineName: z.string().max(MONITOR_LIMITS.machineName),
  /** Who did it, as they were named then; null for a device's own event. */
  employeeName: z.string().max(200).nullable(),
  cardNumber: z.string().max(100).nullable(),
  /** What else says what happened ("+10 unités bonus", "vers 0420000002", the game...). */
  detail: z.string().max(MONITOR_LIMITS.detail).nullable(),
});
export type MonitorAction = z.infer<typeof monitorActionSchema>;

/**
 * A bound of the log's filters: an ISO moment, or an ISO day (the venue's day: from its first
 * moment for StartDate, to its last for EndDate).
 */
const bound = () =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.union([moment(), day()]).optional(),
  );
const dates = {
  StartDate: bound(),
  EndDate: bound(),
};
/** Spec: StartDate, EndDate, Type, MachineName; the page: PageNumber (from 0), PerPage. */
export const monitorFilterSchema = z.object({
  ...dates,
  Type: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(MONITOR_TYPES, { error: "is_valid" }).optional(),
  ),
  MachineName: filterText(),
});
export const monitorPageQuerySchema = monitorFilterSchema.extend({
  PageNumber: z.coerce.number().int().min(0).max(LIMITS.page).default(0),
  PerPage: z.coerce.number().int().min(1).max(LIMITS.pageSize).default(20),
});
/** The machine names and types seen between two moments (lower-case names, as the spec). */
export const monitorNamesQuerySchema = z.object({
  startDate: bound(),
  endDate: bound(),
});
export const monitorActionsSchema = z.object({ values: z.array(monitorActionSchema) });
export const machineNamesSchema = z.object({
  values: z.array(z.string().max(MONITOR_LIMITS.machineName)),
});
export const monitorTypesSchema = z.object({ values: z.array(z.enum(MONITOR_TYPES)) });
