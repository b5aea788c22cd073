/**
 * The cards' calls (spec section 7, "Cards"): the cards themselves, what happens to a card over
 * its life (its actions) and its histories. Rules and decisions: src/contract/cards.ts.
 */
import { z } from "zod";
import {
  bonusUpdateSchema,
  cardCreateSchema,
  cardListQuerySchema,
  cardOperationSchema,
  cardOperationsQuerySchema,
  cardHitSchema,
  cardSchema,
  cardSuggestionsSchema,
  cardUpdateSchema,
  gameHistoryQuerySchema,
  gameHistoryRowSchema,
  gameTotalsSchema,
  purchaseHistoryQuerySchema,
  purchaseHistoryRowSchema,
  purchaseTotalsSchema,
  snackHistoryQuerySchema,
  snackHistoryRowSchema,
  snackTotalsSchema,
  staffGameHistoryQuerySchema,
  staffGameHistoryRowSchema,
  staffGameTotalsSchema,
} from "./cards";
import { endpoint } from "./endpoint";
import { CARD_BY_NUMBER } from "./first-requests";
import { pagedSchema, sortQuery, valuesSchema } from "./paging";
import { cardNumberParam, idParam, idParamsSchema } from "./params";
import { SEARCH_LIMITS } from "./search";

const { suggestions: AUTOCOMPLETE_MAX, results: SEARCH_MAX } = SEARCH_LIMITS;
const RULE = "every word anywhere in a number or a name, accents and case ignored";

const numberParams = z.object({ number: cardNumberParam });
const searchText = z.string().trim().max(SEARCH_LIMITS.chars);
/**
 * The spec's fields (number, firstName, lastName: each on its own columns), and `text`: the app's
 * one "number or name" field, every word anywhere in a number or a name. Filled ones all apply.
 */
const searchQuerySchema = z.object({
  text: searchText.optional(),
  number: searchText.optional(),
  firstName: searchText.optional(),
  lastName: searchText.optional(),
});
const autocompleteQuerySchema = z.object({ text: searchText.default("") });
const TELL_APART =
  "Each card found says what tells it from the others of a same name: its state, its balances, and its customer's city and e-mail (those two only for a caller holding CUSTOMER_READ, null otherwise).";

const CARDS = "Cards";

/**
 * The cards list's orders (`sort`, the list's column keys): the numbers, the balances, the state
 * (active last when ascending), each then by number; all indexed (migration 0018). Not the
 * holder's name: it lives on another table, so ordering a year's cards by it would read them
 * all at every page; a holder's cards are found with the name filters or on the customer's page.
 */
const CARD_SORTS = ["number", "publicNumber", "tokens", "free", "status"] as const;

export const cardsApi = {
  list: endpoint({
    method: "get",
    path: "/api/card/cards",
    requirement: "CARD_READ",
    summary: `Cards, one page, filtered on the number and the customer's names (${RULE}), sorted`,
    description:
      "`sort`: by either number, a balance (units, bonus units) or the state (disabled first when ascending), then the number; by number when absent. Not by the holder's name: the cards of a year would all be read for each page; filter on the names instead.",
    tag: CARDS,
    query: cardListQuerySchema.extend(sortQuery(CARD_SORTS).shape),
    answers: { 200: pagedSchema(cardSchema) },
  }),
  one: endpoint({
    method: "get",
    path: CARD_BY_NUMBER,
    requirement: "CARD_READ",
    summary: "A card by its technical or public number",
    tag: CARDS,
    params: numberParams,
    answers: { 200: cardSchema },
    errors: { 404: ["not_found"] },
  }),
  search: endpoint({
    method: "get",
    path: "/api/card/search",
    requirement: "CARD_READ",
    summary: `Cards matching the text, number and customer's names (${RULE}), best first, up to ${SEARCH_MAX}`,
    description: TELL_APART,
    tag: CARDS,
    query: searchQuerySchema,
    answers: { 200: valuesSchema(cardHitSchema) },
  }),
  autocomplete: endpoint({
    method: "get",
    path: "/api/card/autocomplete",
    requirement: "CARD_READ",
    summary: `Up to ${AUTOCOMPLETE_MAX} cards matching the text (${RULE}), exact matches first, then prefixes; \`more\` when there are others`,
    description: TELL_APART,
    tag: CARDS,
    query: autocompleteQuerySchema,
    answers: { 200: cardSuggestionsSchema },
  }),
  create: endpoint({
    method: "post",
    path: "/api/card",
    requirement: "CARD_ADD",
    summary: "Adds a card (quick add)",
    tag: CARDS,
    body: cardCreateSchema,
    answers: { 201: cardSchema },
    errors: { 400: ["number_duplicated"] },
  }),
  update: endpoint({
    method: "put",
    path: "/api/card/:number",
    requirement: "CARD_UPDATE",
    summary: "Updates a card's dates and state (numbers and balances are locked)",
    tag: CARDS,
    params: numberParams,
    body: cardUpdateSchema,
    answers: { 200: cardSchema },
    errors: { 404: ["not_found"] },
  }),
};

const ACTIONS = "Card actions";
const cardParams = z.object({ cardNumber: cardNumberParam });

export const cardActionsApi = {
  assignCustomer: endpoint({
    method: "put",
    path: "/api/card/AssignCustomer/:cardNumber/:customerId",
    requirement: "CARD_ASSIGN",
    summary: "Links a card to a customer",
    tag: ACTIONS,
    params: z.object({ cardNumber: cardNumberParam, customerId: idParam }),
    answers: { 200: cardSchema },
    errors: { 400: ["card_already_linked"], 404: ["not_found"] },
  }),
  removeCustomer: endpoint({
    method: "delete",
    path: "/api/card/deleteCardCustomer/:cardNumber",
    requirement: "CARD_ASSIGN",
    summary: "Unlinks a card from its customer (it keeps its balances)",
    tag: ACTIONS,
    params: cardParams,
    answers: { 200: cardSchema },
    errors: { 404: ["not_found"] },
  }),
  updateBonus: endpoint({
    method: "post",
    path: "/api/card/FreeTokenBalanceUpdate/:cardNumber",
    requirement: "CARD_UPDATE",
    summary: "Adds bonus units to a card, or removes them (a negative amount), with a comment",
    tag: ACTIONS,
    params: cardParams,
    body: bonusUpdateSchema,
    answers: { 200: cardSchema },
    errors: { 400: ["card_inactive", "insufficient_bonus", "balance_limit"], 404: ["not_found"] },
  }),
  transfer: endpoint({
    method: "put",
    path: "/api/card/TransferCard/:old/:new",
    requirement: "CARD_TRANSFER",
    summary: "Moves a card's balances and customer to another card; the old one is emptied",
    tag: ACTIONS,
    params: z.object({ old: cardNumberParam, new: cardNumberParam }),
    answers: { 200: cardSchema },
    errors: { 400: ["same_card", "card_already_linked", "balance_limit"], 404: ["not_found"] },
  }),
  recycle: endpoint({
    method: "get",
    path: "/api/card/recyclecard",
    requirement: "CARD_RECYCLE",
    mutates: true,
    summary: "Recycles a card back to stock: emptied, inactive, unlinked (a GET that changes it)",
    tag: ACTIONS,
    query: z.object({ id: cardNumberParam }),
    answers: { 200: cardSchema },
    errors: { 404: ["not_found"] },
  }),
};

const HISTORIES = "Histories";
/**
 * The histories' orders (`sort`, the lists' date column): newest first by default, `date.asc`
 * oldest first; a page is still read from the days that hold it (server/cards/history-totals.ts).
 */
const HISTORY_SORTS = ["date"] as const;
const HISTORY_SORT = sortQuery(HISTORY_SORTS);
const FILTERS =
  "filtered on `from` and `to` (the venue's days, both included, at most a year apart)";
/**
 * `what`, newest first, one page, of the venue or of one card (`cardNumber`), with its own
 * filters; `totals` sums every row the filters select (not only the page's).
 */
const history = <S extends z.ZodType, Q extends z.ZodType, T extends z.ZodType>(
  path: string,
  what: string,
  { row, query, totals, also }: { row: S; query: Q; totals: T; also: string },
) =>
  endpoint({
    method: "get",
    path,
    requirement: "HISTORY_READ",
    summary: `${what}, newest first (or \`sort=date.asc\`), one page, of the venue or of one card, ${FILTERS}${also}`,
    tag: HISTORIES,
    query,
    answers: { 200: pagedSchema(row).extend({ totals: totals.optional() }) },
  });

/** The venue's histories, which the card page filters by `cardNumber`, and a purchase's PDF. */
export const cardHistoryApi = {
  purchases: history("/api/card/allPurchaseHistory", "Purchases", {
    row: purchaseHistoryRowSchema,
    query: purchaseHistoryQuerySchema.safeExtend(HISTORY_SORT.shape),
    totals: purchaseTotalsSchema,
    also: ", `type` and `kioskName` (contained, case ignored); `totals` of the filtered rows: rows, amount, units, bonus units",
  }),
  games: history("/api/game/gameshistory", "Games played", {
    row: gameHistoryRowSchema,
    query: gameHistoryQuerySchema.safeExtend(HISTORY_SORT.shape),
    totals: gameTotalsSchema,
    also: ", `gameName` (contained, case ignored); `totals` of the filtered rows: plays, units, bonus units",
  }),
  snacks: history("/api/snack/snacktransactions", "Snacks or merchandise bought", {
    row: snackHistoryRowSchema,
    query: snackHistoryQuerySchema.safeExtend(HISTORY_SORT.shape),
    totals: snackTotalsSchema,
    also: ", `type` (Snack, the default, or Merchandising: the spec's merchandising_transaction tab reads this call with `type=Merchandising`); `totals` of the filtered rows: rows, price in units",
  }),
  staffGames: history("/api/game/staffgameshistory", "Games played with staff cards", {
    row: staffGameHistoryRowSchema,
    query: staffGameHistoryQuerySchema.safeExtend(HISTORY_SORT.shape),
    totals: staffGameTotalsSchema,
    also: ", `cardNumber` a staff card's (technical or public), `gameName` (contained, case ignored); `totals`: plays",
  }),
  invoicePdf: endpoint({
    method: "get",
    path: "/api/card/Invoice/:id",
    requirement: "INVOICE_PDF",
    summary:
      "The PDF of the customer invoice a purchase row names (`invoiceId`), as /api/invoicecustomer/pdf/{number}",
    tag: HISTORIES,
    params: idParamsSchema,
    answers: { 200: { contentType: "application/pdf", description: "The invoice, as a download" } },
    errors: { 404: ["not_found"] },
  }),
  operations: endpoint({
    method: "get",
    path: "/api/card/operations",
    requirement: "HISTORY_READ",
    summary:
      "The manual operations on a card, or on every card without `cardNumber` (bonus with its comment, enable, disable, transfer, recycle, customer assigned or removed), who and when, newest first, one page",
    tag: HISTORIES,
    query: cardOperationsQuerySchema,
    answers: { 200: pagedSchema(cardOperationSchema) },
  }),
};
