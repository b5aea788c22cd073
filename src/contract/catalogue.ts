/**
 * The catalogue (spec sections 3, 5 and 7): game types (read only), game categories (edited,
 * never added here), LED animations, games with their smart-touch devices, and price products.
 *
 * Decisions where the spec is silent (also in the OpenAPI document):
 * - Prices are euros with cents on the wire (a number, rounded to the cent when stored: the
 *   database keeps integer cents, so sums are exact), from 0 to LIMITS.price.
 * - A token price is a whole number of units a play costs, 0 to LIMITS.tokenPrice.
 * - A game code is unique (case and accents ignored) and a device belongs to one game or one
 *   kiosk at most; a game holds at most its type's `nbMaxSmartouchs` devices.
 * - A product gives units or bonus units: at least one of the two is above 0.
 */
import { z } from "zod";
import { rowId } from "./bounded";
import { nullableDay } from "./dates";
import { LIMITS } from "./limits";
import { pageQuery } from "./paging";
import { FIELD_LIMITS, number, ruleMessage, text } from "./rules";

export const VAT = { min: 0, max: 100 } as const;
/** The devices a game may hold, whatever its type says (the types seeded go up to 4). */
export const MAX_DEVICES_PER_GAME = 8;

const price = () => z.number().min(0).max(LIMITS.price);
const tokenPrice = () => z.number().int().min(0).max(LIMITS.tokenPrice);
const vat = () => z.number().min(VAT.min).max(VAT.max);
const delay = () => z.number().int().min(0).max(LIMITS.delay);

export const animationSchema = z.object({ id: rowId(), name: z.string() });
export type Animation = z.infer<typeof animationSchema>;

export const gameCategorySchema = z.object({
  id: rowId(),
  code: z.string(),
  name: z.string(),
  tokenPrice: tokenPrice(),
  tva: vat(),
  animationId: rowId().nullable(),
  animationName: z.string().nullable(),
});
export type GameCategory = z.infer<typeof gameCategorySchema>;

/** PUT /api/gamecategory/{id} (edit only): VAT 0 to 100, token price >= 0, animation required. */
export const gameCategoryInputSchema = z.object({
  tva: number({ required: true, min: VAT.min, max: VAT.max }),
  tokenPrice: number({ required: true, int: true, min: 0, max: LIMITS.tokenPrice }),
  animationId: number({ required: true, int: true, min: 1, max: LIMITS.id }),
});
export type GameCategoryInput = z.input<typeof gameCategoryInputSchema>;

/** POST /api/gamecategory: a new category also needs its code (unique) and name. */
export const gameCategoryCreateSchema = gameCategoryInputSchema.extend({
  code: text({ required: true, max: FIELD_LIMITS.gameCode, trim: true }),
  name: text({ required: true, max: FIELD_LIMITS.name, trim: true }),
});
export type GameCategoryValues = z.output<typeof gameCategoryInputSchema>;

export const gameTypeSchema = z.object({
  id: rowId(),
  name: z.string(),
  brand: z.string(),
  nbMaxSmartouchs: z.number().int().min(1).max(MAX_DEVICES_PER_GAME),
  gameCategoryDefault: rowId().nullable(),
  maxPlayers: z.number().int().min(1).max(LIMITS.players),
  bonusAllowed: z.boolean(),
  uniqueCode: z.boolean(),
  freePlayDelay: delay(),
  happyHourDelay: delay(),
});
export type GameType = z.infer<typeof gameTypeSchema>;

export const gameSchema = z.object({
  id: rowId(),
  gameTypeId: rowId(),
  gameTypeName: z.string(),
  gameCategoryId: rowId(),
  gameCategoryName: z.string(),
  smartTouchIds: z.array(rowId()).max(MAX_DEVICES_PER_GAME),
  code: z.string(),
  version: z.string(),
  purchaseDate: z.iso.date().nullable(),
  dateInstallation: z.iso.date().nullable(),
  purchasePrice: price().nullable(),
  seller: z.string().nullable(),
  sellingPrice: price().nullable(),
  tokenPrice: tokenPrice(),
  tva: vat(),
  maxPlayers: z.number().int().min(1).max(LIMITS.players),
  nbMaxSmartouchs: z.number().int().min(1).max(MAX_DEVICES_PER_GAME),
  bonusAllowed: z.boolean(),
  freePlayDelay: delay(),
  happyHourDelay: delay(),
  tapDelay: z.number().int().min(0).max(LIMITS.delay),
  maintenance: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/** "" (an empty select) is no choice. */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * POST /api/game and PUT /api/game/{id} (spec section 5). The device rules that need the
 * database (the type's maximum, a device used by a kiosk or another game) are the server's;
 * the form checks them too (src/features/games/game-devices.ts).
 */
export const gameInputSchema = z.object({
  gameTypeId: z.preprocess(
    blankToUndefined,
    number({ required: true, int: true, min: 1, max: LIMITS.id }),
  ),
  code: text({ required: true, max: FIELD_LIMITS.gameCode, trim: true }),
  version: text({ required: true, max: FIELD_LIMITS.version, trim: true }),
  purchaseDate: nullableDay(),
  dateInstallation: nullableDay(),
  purchasePrice: number({ min: 0, max: LIMITS.price }),
  seller: text({ max: FIELD_LIMITS.name, trim: true }),
  sellingPrice: number({ min: 0, max: LIMITS.price }),
  gameCategoryId: z.preprocess(
    blankToUndefined,
    number({ required: true, int: true, min: 1, max: LIMITS.id }),
  ),
  tokenPrice: number({ required: true, int: true, min: 0, max: LIMITS.tokenPrice }),
  tva: number({ required: true, min: VAT.min, max: VAT.max }),
  /** One per device selector; empty selectors are left out, a device chosen twice counts once. */
  smartTouchIds: z.preprocess(
    (v) =>
      v === undefined
        ? []
        : Array.isArray(v)
          ? [...new Set(v.filter((id) => id !== "" && id != null).map(Number))]
          : v,
    z
      .array(z.number().int().min(1).max(LIMITS.id))
      .max(MAX_DEVICES_PER_GAME, ruleMessage("max_value", MAX_DEVICES_PER_GAME)),
  ),
});
export type GameInput = z.input<typeof gameInputSchema>;
export type GameValues = z.output<typeof gameInputSchema>;

/** GET /api/game/games: page (0-based), size 20, filters on the code, the type and the category. */
export const gameListQuerySchema = pageQuery(20).extend({
  filterOnCode: z.string().trim().max(FIELD_LIMITS.gameCode).optional(),
  filterOnGameTypeId: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(LIMITS.id).optional(),
  ),
  filterOnCategoryId: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(LIMITS.id).optional(),
  ),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const productSchema = z.object({
  id: rowId(),
  name: z.string(),
  price: price(),
  tokensAmount: z.number().int().min(0).max(LIMITS.balance),
  freeTokensAmount: z.number().int().min(0).max(LIMITS.balance),
});
export type Product = z.infer<typeof productSchema>;

/** POST /api/product and PUT /api/product/{id}. */
export const productInputSchema = z
  .object({
    name: text({ required: true, max: FIELD_LIMITS.name, trim: true }),
    price: number({ required: true, min: 0, max: LIMITS.price }),
    tokensAmount: number({ required: true, int: true, min: 0, max: LIMITS.balance }),
    freeTokensAmount: number({ required: true, int: true, min: 0, max: LIMITS.balance }),
  })
  .check((ctx) => {
    const { tokensAmount, freeTokensAmount } = ctx.value;
    if (tokensAmount === 0 && freeTokensAmount === 0) {
      ctx.issues.push({
        code: "custom",
        message: ruleMessage("min_value", 1),
        path: ["tokensAmount"],
        input: tokensAmount,
      });
    }
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

/** GET /api/product/products: page (0-based), size 20. */
export const productListQuerySchema = pageQuery(20);
