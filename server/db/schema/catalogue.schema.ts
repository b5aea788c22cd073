import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The catalogue (src/contract/catalogue.ts). Money is kept in integer cents (exact sums); bounds
 * are CHECK constraints, so a row the driver could not read back cannot be written. A game's
 * devices are `smart_touches.game_id` (server/db/schema/kiosks.schema.ts); the triggers of
 * migration 0003 keep a device on one game or one kiosk at most and free it when its game goes.
 */
export const animations = sqliteTable("animations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
});

export const gameCategories = sqliteTable(
  "game_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    tokenPrice: integer("token_price").notNull(),
    tva: real("tva").notNull(),
    animationId: integer("animation_id").references(() => animations.id, { onDelete: "set null" }),
  },
  (t) => [
    check("game_categories_token_price", sql`${t.tokenPrice} BETWEEN 0 AND 1000`),
    check("game_categories_tva", sql`${t.tva} BETWEEN 0 AND 100`),
  ],
);

export const gameTypes = sqliteTable(
  "game_types",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull().unique(),
    brand: text("brand").notNull(),
    nbMaxSmartouchs: integer("nb_max_smartouchs").notNull(),
    gameCategoryDefault: integer("game_category_default").references(() => gameCategories.id, {
      onDelete: "set null",
    }),
    maxPlayers: integer("max_players").notNull(),
    bonusAllowed: integer("bonus_allowed", { mode: "boolean" }).notNull(),
    uniqueCode: integer("unique_code", { mode: "boolean" }).notNull(),
    freePlayDelay: integer("free_play_delay").notNull(),
    happyHourDelay: integer("happy_hour_delay").notNull(),
  },
  (t) => [check("game_types_devices", sql`${t.nbMaxSmartouchs} BETWEEN 1 AND 8`)],
);

export const games = sqliteTable(
  "games",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gameTypeId: integer("game_type_id")
      .notNull()
      .references(() => gameTypes.id),
    gameCategoryId: integer("game_category_id")
      .notNull()
      .references(() => gameCategories.id),
    code: text("code").notNull(),
    /** The code as compared for duplicates (src/contract/limits.ts numberKey). */
    codeKey: text("code_key").notNull().unique(),
    version: text("version").notNull(),
    purchaseDate: text("purchase_date"),
    dateInstallation: text("date_installation"),
    purchasePriceCents: integer("purchase_price_cents"),
    seller: text("seller"),
    sellingPriceCents: integer("selling_price_cents"),
    tokenPrice: integer("token_price").notNull(),
    tva: real("tva").notNull(),
    tapDelay: integer("tap_delay").notNull().default(2),
    maintenance: integer("maintenance", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    index("games_type").on(t.gameTypeId),
    index("games_category").on(t.gameCategoryId),
    check("games_token_price", sql`${t.tokenPrice} BETWEEN 0 AND 1000`),
    check("games_tva", sql`${t.tva} BETWEEN 0 AND 100`),
    check(
      "games_prices",
      sql`coalesce(${t.purchasePriceCents}, 0) BETWEEN 0 AND 100000000 AND coalesce(${t.sellingPriceCents}, 0) BETWEEN 0 AND 100000000`,
    ),
  ],
);

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    tokensAmount: integer("tokens_amount").notNull(),
    freeTokensAmount: integer("free_tokens_amount").notNull(),
  },
  (t) => [
    check("products_price", sql`${t.priceCents} BETWEEN 0 AND 100000000`),
    check(
      "products_units",
      sql`${t.tokensAmount} BETWEEN 0 AND 1000000 AND ${t.freeTokensAmount} BETWEEN 0 AND 1000000`,
    ),
  ],
);
