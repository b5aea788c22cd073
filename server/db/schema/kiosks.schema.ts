import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { KIOSK_TYPES, PAYMENT_METHODS } from "../../../src/contract/kiosks";

/**
 * Each device's own key (server/devices/device-keys.ts): its SHA-256 only, never the key, and
 * when it was issued; null until one is issued (the device cannot report in before).
 */
const deviceKeyColumns = () => ({
  keyHash: text("key_hash").unique(),
  keyIssuedAt: text("key_issued_at"),
});

/**
 * Smart-touch devices (the readers on games and kiosks). The kiosk link lives on the kiosk
 * (`kiosks.smart_touch_id`, unique), so a device belongs to at most one kiosk by construction.
 */
export const smartTouches = sqliteTable("smart_touches", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  serialNumber: text("serial_number").notNull().unique(),
  gameId: integer("game_id"),
  state: text("state", { enum: ["OK", "warning", "KO"] })
    .notNull()
    .default("OK"),
  lastIp: text("last_ip"),
  lastPing: text("last_ping"),
  softwareVersion: text("software_version"),
  hardwareVersion: text("hardware_version"),
  maintenance: integer("maintenance", { mode: "boolean" }).notNull().default(false),
  tapDelay: integer("tap_delay").notNull().default(2),
  pingDelay: integer("ping_delay").notNull().default(300),
  /** Settings a manager sets from the back office (PUT /api/smarttouch/settings/{serial}). */
  brightness: integer("brightness").notNull().default(80),
  volume: integer("volume").notNull().default(60),
  language: text("language").notNull().default("fr"),
  ...deviceKeyColumns(),
});

export const kiosks = sqliteTable("kiosks", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  serialNumber: text("serial_number").notNull().unique(),
  pingDelay: integer("ping_delay").notNull().default(300),
  type: text("type", { enum: KIOSK_TYPES }).notNull(),
  paymentMethodAccepted: text("payment_method_accepted", { enum: PAYMENT_METHODS }),
  smartTouchId: integer("smart_touch_id")
    .unique()
    .references(() => smartTouches.id, { onDelete: "set null" }),
  state: integer("state").notNull().default(1),
  lastPing: text("last_ping"),
  version: text("version"),
  isSnack: integer("is_snack", { mode: "boolean" }).notNull().default(false),
  ...deviceKeyColumns(),
});

/** What a kiosk sold; kept (without its kiosk) when the kiosk is deleted. */
export const kioskPurchases = sqliteTable(
  "kiosk_purchases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kioskId: integer("kiosk_id").references(() => kiosks.id, { onDelete: "set null" }),
    date: text("date").notNull(),
    cardNumber: text("card_number"),
    amount: real("amount").notNull(),
    tokens: integer("tokens").notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
  },
  (t) => [index("kiosk_purchases_kiosk_date").on(t.kioskId, t.date)],
);
