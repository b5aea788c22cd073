import { z } from "zod";
import { amount, rowId, units } from "./bounded";
import { moment, nullableDay } from "./dates";
import {
  addDays,
  blank,
  filterChoice,
  filterText,
  HISTORY_MAX_DAYS,
  withDayRange,
} from "./day-filters";
import { LIMITS } from "./limits";
import { pageQuery } from "./paging";
import { FIELD_LIMITS, number, text } from "./rules";

/** A play card (spec section 3): units are "tokens", bonus units "free tokens". */
export const cardSchema = z.object({
  number: z.string(),
  publicNumber: z.string(),
  isActive: z.boolean(),
  activationDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  balanceTokens: z.number().int().min(0).max(LIMITS.balance),
  balanceFreeTokens: z.number().int().min(0).max(LIMITS.balance),
  totalPurchasedTokens: z.number().int().min(0).max(LIMITS.totalPurchased),
  customerId: rowId().nullable(),
  customerFirstName: z.string().nullable(),
  customerLastName: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;

/** The customer of a card as staff name them ("Camille Durand"), or null for a stock card. */
export function holderName(
  card: Pick<Card, "customerId" | "customerFirstName" | "customerLastName">,
): string | null {
  if (card.customerId === null) return null;
  return [card.customerFirstName, card.customerLastName].filter(Boolean).join(" ") || null;
}

const cardNumber = () => text({ required: true, max: FIELD_LIMITS.cardNumber, trim: true });

/** POST /api/card (CARD_ADD): the quick-add form. */
export const cardCreateSchema = z.object({
  number: cardNumber(),
  publicNumber: cardNumber(),
  activationDate: nullableDay(),
  expirationDate: nullableDay(),
  isActive: z
    .preprocess((v) => v === true || v === "on" || v === "true", z.boolean())
    .default(true),
});
export type CardCreate = z.input<typeof cardCreateSchema>;

/** PUT /api/card/{number} (CARD_UPDATE): numbers and balances are locked once a card exists. */
export const cardUpdateSchema = cardCreateSchema.omit({ number: true, publicNumber: true });
export type CardUpdate = z.input<typeof cardUpdateSchema>;

/**
 * POST /api/card/FreeTokenBalanceUpdate/{cardNumber}: add (> 0) or remove (< 0) bonus units, at
 * most LIMITS.bonusChange at once; the resulting balance must stay within LIMITS.balance.
 */
export const bonusUpdateSchema = z.object({
  amount: number({
    required: true,
    int: true,
    min: -LIMITS.bonusChange,
    max: LIMITS.bonusChange,
  }).check(z.refine((n: number) => n !== 0, "required")),
  comment: text({ required: true, max: FIELD_LIMITS.name }),
});
export type BonusUpdate = z.input<typeof bonusUpdateSchema>;

/** GET /api/card/cards: page (0-based), size 20, filters on number and the customer's names. */
export const cardListQuerySchema = pageQuery(20).extend({
  filterOnNumber: z.string().trim().optional(),
  filterOnFirstName: z.string().trim().optional(),
  filterOnLastName: z.string().trim().optional(),
});
export type CardListQuery = z.output<typeof cardListQuerySchema>;

/**
 * What tells a card from the others found by the same text (two customers of a same name): its
 * customer's city and e-mail, sent only to a caller who may read customers (CUSTOMER_READ), null
 * otherwise or when unknown (the cards cached offline do not carry them).
 */
const tellApart = {
  customerCity: z.string().nullable(),
  customerEmail: z.string().nullable(),
};

/** GET /api/card/search answers these: the card, and what tells its customer apart. */
export const cardHitSchema = cardSchema.extend(tellApart);

/** GET /api/card/autocomplete?text= answers up to 10 of these (src/contract/search.ts). */
export const cardSuggestionSchema = z.object({
  number: z.string(),
  publicNumber: z.string(),
  customerName: z.string().nullable(),
  isActive: z.boolean(),
  balanceTokens: cardSchema.shape.balanceTokens,
  balanceFreeTokens: cardSchema.shape.balanceFreeTokens,
  ...tellApart,
});
export type CardSuggestion = z.infer<typeof cardSuggestionSchema>;
/** Autocomplete (src/contract/search.ts): the best matches, and whether there are more. */
export const cardSuggestionsSchema = z.object({
  values: z.array(cardSuggestionSchema),
  more: z.boolean(),
});
export type CardSuggestions = z.infer<typeof cardSuggestionsSchema>;

/** How a card got units: a birthday gift, a card bought with its units, a recharge. */
export const PURCHASE_TYPES = ["Birthday", "Purchase", "Recharging"] as const;
/** A card's histories (tabs purchaseHistory, gameHistoryCard, snackHistory), newest first. */
export const purchaseHistorySchema = z.object({
  id: rowId(),
  date: moment(),
  type: z.enum(PURCHASE_TYPES),
  amount: amount(),
  tokens: units(),
  freeTokens: units(),
  kioskName: z.string().nullable(),
  /** The customer invoice covering it, if one was asked for (src/contract/money.ts). */
  invoiceId: rowId().nullable(),
  invoiceNumber: z.string().nullable(),
});
export const gameHistorySchema = z.object({
  id: rowId(),
  date: moment(),
  gameName: z.string(),
  tokens: units(),
  freeTokens: units(),
});
/** What a card paid at a snack or merchandise kiosk: an article of that `type`. */
export const SNACK_HISTORY_TYPES = ["Snack", "Merchandising"] as const;
export const snackHistorySchema = z.object({
  id: rowId(),
  date: moment(),
  productName: z.string(),
  tokenPrice: amount(),
  state: z.enum(["Paid", "Collected"]),
  type: z.enum(SNACK_HISTORY_TYPES),
});
/** A game played with a staff card (free: a test or a demonstration), and whose card it is. */
export const staffGameHistoryRowSchema = z.object({
  id: rowId(),
  date: moment(),
  cardNumber: z.string(),
  employeeName: z.string().nullable(),
  gameName: z.string(),
});
/** The rows of the venue-wide history lists also carry their card's number. */
export const purchaseHistoryRowSchema = purchaseHistorySchema.extend({ cardNumber: z.string() });
export const gameHistoryRowSchema = gameHistorySchema.extend({ cardNumber: z.string() });
export const snackHistoryRowSchema = snackHistorySchema.extend({ cardNumber: z.string() });

/** One card's rows (technical or public number), or the venue's without it. */
export const historyQuerySchema = pageQuery().extend({
  cardNumber: z.string().trim().max(FIELD_LIMITS.cardNumber).optional(),
});

export { addDays, HISTORY_MAX_DAYS };
const historyFilters = <S extends z.ZodRawShape>(shape: S) =>
  withDayRange(historyQuerySchema, shape);
/** Purchases: `type`, and `kioskName` (contained in the kiosk's name, case ignored). */
export const purchaseHistoryQuerySchema = historyFilters({
  type: z.preprocess(blank, z.enum(PURCHASE_TYPES).optional()),
  kioskName: filterText(),
});
/** Games played: `gameName` (contained in the game's name, case ignored). */
export const gameHistoryQuerySchema = historyFilters({ gameName: filterText() });
/** Snacks or merchandise (`type`, snacks when absent: the spec's two tabs read one call). */
export const snackHistoryQuerySchema = historyFilters({
  type: filterChoice(SNACK_HISTORY_TYPES).default("Snack"),
});
/** Staff games: `cardNumber` is a staff card's, `gameName` as for games played. */
export const staffGameHistoryQuerySchema = historyFilters({ gameName: filterText() });

/** A sum over at most LIMITS.total rows of values bounded by `bound`: still exact (limits.ts). */
const sum = (bound: number) =>
  z
    .number()
    .min(-LIMITS.total * bound)
    .max(LIMITS.total * bound);
const rows = () => z.number().int().min(0).max(LIMITS.total);
/** The totals of every row the filters select (not only the page's), amounts to the cent. */
export const purchaseTotalsSchema = z.object({
  count: rows(),
  amount: sum(LIMITS.amount),
  tokens: sum(LIMITS.balance),
  freeTokens: sum(LIMITS.balance),
});
/** `count` is the number of plays. */
export const gameTotalsSchema = z.object({
  count: rows(),
  tokens: sum(LIMITS.balance),
  freeTokens: sum(LIMITS.balance),
});
export const snackTotalsSchema = z.object({ count: rows(), tokenPrice: sum(LIMITS.amount) });
export const staffGameTotalsSchema = z.object({ count: rows() });
export type PurchaseTotals = z.infer<typeof purchaseTotalsSchema>;
export type GameTotals = z.infer<typeof gameTotalsSchema>;
export type SnackTotals = z.infer<typeof snackTotalsSchema>;
export type PurchaseHistoryQuery = z.input<typeof purchaseHistoryQuerySchema>;
export type GameHistoryQuery = z.input<typeof gameHistoryQuerySchema>;
export type SnackHistoryQuery = z.input<typeof snackHistoryQuerySchema>;

export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;
export type GameHistory = z.infer<typeof gameHistorySchema>;
export type SnackHistory = z.infer<typeof snackHistorySchema>;

/** The manual operations on a card (the card's "Opérations" tab, GET /api/card/operations). */
export const CARD_OPERATION_KINDS = [
  "bonus",
  "enable",
  "disable",
  "transfer_out",
  "transfer_in",
  "recycle",
  "assign",
  "unassign",
] as const;
export const cardOperationSchema = z.object({
  id: rowId(),
  /** The card's technical number (the venue-wide list has every card's). */
  cardNumber: z.string(),
  date: moment(),
  kind: z.enum(CARD_OPERATION_KINDS),
  /** Bonus units added (positive) or removed (negative). */
  amount: units().nullable(),
  /** Units and bonus units moved by a transfer, or lost by a recycle. */
  tokens: units().nullable(),
  freeTokens: units().nullable(),
  /** The other card of a transfer, by its public number. */
  otherCard: z.string().nullable(),
  /** The customer assigned or removed, as named then. */
  customerName: z.string().nullable(),
  comment: z.string().nullable(),
  /** Who did it; null once the employee is deleted. */
  employeeName: z.string().nullable(),
});
export type CardOperation = z.infer<typeof cardOperationSchema>;
/** One card's operations (technical or public number), or the venue's without a number. */
export const cardOperationsQuerySchema = historyQuerySchema;

/** PUT /api/card/TransferCard/{old}/{new}: the card that receives balances and customer. */
export const cardTransferSchema = z.object({ to: cardNumber() });

/** A form that names a card in hand (a customer's new card): its technical or public number. */
export const cardPickSchema = z.object({ number: cardNumber() });

/** PUT /api/card/AssignCustomer/{cardNumber}/{customerId}. */
export const cardAssignSchema = z.object({
  customerId: z.coerce.number({ error: "required" }).int().positive("required").max(LIMITS.id),
});
