import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { MONITOR_TYPES } from "../../../src/contract/monitor";
import { employees } from "./employees.schema";

/**
 * The events log (src/contract/monitor.ts), append-only: triggers of its migration refuse any
 * UPDATE and any DELETE of an entry younger than a year (pruning: server/monitor/prune.ts).
 * The employee's name is kept as it was, so an entry outlives its author's account.
 */
export const monitorActions = sqliteTable(
  "monitor_actions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    date: text("date").notNull(),
    type: text("type", { enum: MONITOR_TYPES }).notNull(),
    machineName: text("machine_name").notNull(),
    employeeId: integer("employee_id").references(() => employees.id, { onDelete: "set null" }),
    employeeName: text("employee_name"),
    cardNumber: text("card_number"),
    detail: text("detail"),
  },
  (t) => [
    index("monitor_actions_date").on(t.date),
    index("monitor_actions_type_date").on(t.type, t.date),
    index("monitor_actions_machine_date").on(t.machineName, t.date),
  ],
);
