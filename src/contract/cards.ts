import { z } from "zod";
import { amount, rowId, units } from "./bounded";
import { moment, nullableDay } from "./dates";
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

/** GET /api/card/autocomplete?text= answers up to 10 of these (numbers starting with the text). */
export const cardSuggestionSchema = z.object({
  number: z.string(),
  publicNumber: z.string(),
  customerName: z.string().nullable(),
});
/** Autocomplete (src/contract/search.ts): the best matches, and whether there are more. */
export const cardSuggestionsSchema = z.object({
  values: z.array(cardSuggestionSchema),
  more: z.boolean(),
});
export type CardSuggestions = z.infer<typeof cardSuggestionsSchema>;

/** A card's histories (tabs purchaseHistory, gameHistoryCard, snackHistory), newest first. */
export const purchaseHistorySchema = z.object({
  id: rowId(),
  date: moment(),
  type: z.enum(["Birthday", "Purchase", "Recharging"]),
  amount: amount(),
  tokens: units(),
  freeTokens: units(),
  kioskName: z.string().nullable(),
  invoiceId: rowId().nullable(),
});
export const gameHistorySchema = z.object({
  id: rowId(),
  date: moment(),
  gameName: z.string(),
  tokens: units(),
  freeTokens: units(),
});
export const snackHistorySchema = z.object({
  id: rowId(),
  date: moment(),
  productName: z.string(),
  tokenPrice: amount(),
  state: z.enum(["Paid", "Collected"]),
});
/** The rows of the venue-wide history lists also carry their card's number. */
export const purchaseHistoryRowSchema = purchaseHistorySchema.extend({ cardNumber: z.string() });
export const gameHistoryRowSchema = gameHistorySchema.extend({ cardNumber: z.string() });
export const snackHistoryRowSchema = snackHistorySchema.extend({ cardNumber: z.string() });

/** GET /api/card/allPurchaseHistory, /api/game/gameshistory, /api/snack/snacktransactions. */
export const historyQuerySchema = pageQuery().extend({ cardNumber: z.string().trim().optional() });

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
