import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { DEVICE_COMMANDS } from "../../../src/contract/devices";
import { employees } from "./employees.schema";

/** The texts the smart-touch devices show, per language and key (French is the reference). */
export const deviceTranslations = sqliteTable(
  "device_translations",
  {
    language: text("language").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

/** Software update settings of the smart-touch devices (0 application, 1 full). */
export const updateSettings = sqliteTable("update_settings", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  version: text("version").notNull(),
  type: integer("type").notNull(),
  url: text("url").notNull(),
  md5: text("md5").notNull(),
  /** JSON array of { start, end } "hh:mm" (src/contract/devices.ts timeSlotSchema). */
  timeSlots: text("time_slots").notNull().default("[]"),
  createdAt: text("created_at").notNull(),
});

/**
 * Commands staff sent to a kiosk or a smart touch, kept until the device's next report takes
 * them (delivered_at) or until they expire (expires_at): a late restart is never run.
 */
export const deviceCommands = sqliteTable(
  "device_commands",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    target: text("target", { enum: ["kiosk", "smarttouch"] }).notNull(),
    serialNumber: text("serial_number").notNull(),
    command: text("command", { enum: DEVICE_COMMANDS }).notNull(),
    /** JSON object of strings and numbers, or null. */
    payload: text("payload"),
    employeeId: integer("employee_id").references(() => employees.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    deliveredAt: text("delivered_at"),
  },
  (t) => [index("device_commands_target").on(t.target, t.serialNumber, t.deliveredAt)],
);
