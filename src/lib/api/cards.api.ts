import {
  cardSchema,
  cardSuggestionsSchema,
  cardOperationSchema,
  gameHistorySchema,
  purchaseHistorySchema,
  snackHistorySchema,
  type BonusUpdate,
  type Card,
  type CardCreate,
  type CardListQuery,
  type CardUpdate,
} from "@/contract/cards";
import { pagedSchema, valuesSchema, type PageQuery } from "@/contract/paging";
import { http } from "../session/session";

/** Spec section 7, Cards. A number in a path is always encoded: scanned text may hold anything. */
const enc = encodeURIComponent;
const pagedCards = pagedSchema(cardSchema);

export const listCards = (query: CardListQuery) => http.get("/api/card/cards", query, pagedCards);

/** The card whose technical or public number is `number` (what a scan or a typed number gives). */
export const getCard = (number: string) =>
  http.get(`/api/card/number/${enc(number)}`, undefined, cardSchema);

export const searchCards = (query: { number?: string; firstName?: string; lastName?: string }) =>
  http.get("/api/card/search", nonEmpty(query), valuesSchema(cardSchema)).then((r) => r.values);

export const suggestCards = (text: string) =>
  http.get("/api/card/autocomplete", { text }, cardSuggestionsSchema);

export const createCard = (body: CardCreate) => http.post("/api/card", body, cardSchema);
export const updateCard = (number: string, body: CardUpdate, headers?: Record<string, string>) =>
  http.put(`/api/card/${enc(number)}`, body, cardSchema, headers);
export const assignCustomer = (
  number: string,
  customerId: number,
  headers?: Record<string, string>,
) =>
  http.put(`/api/card/AssignCustomer/${enc(number)}/${customerId}`, undefined, cardSchema, headers);
export const removeCustomer = (number: string, headers?: Record<string, string>) =>
  http.request(
    `/api/card/deleteCardCustomer/${enc(number)}`,
    { method: "DELETE", headers },
    cardSchema,
  );
export const updateBonus = (number: string, body: BonusUpdate, headers?: Record<string, string>) =>
  http.post(`/api/card/FreeTokenBalanceUpdate/${enc(number)}`, body, cardSchema, headers);
export const transferCard = (from: string, to: string, headers?: Record<string, string>) =>
  http.put(`/api/card/TransferCard/${enc(from)}/${enc(to)}`, undefined, cardSchema, headers);
export const recycleCard = (number: string, headers?: Record<string, string>) =>
  http.request("/api/card/recyclecard", { query: { id: number }, headers }, cardSchema);

export const invoicePdf = (id: number) =>
  http.request<Blob>(`/api/card/Invoice/${id}`, {
    responseType: "blob",
    headers: { Accept: "application/pdf" },
  });

export const cardPurchases = (cardNumber: string, page: PageQuery) =>
  http.get(
    "/api/card/allPurchaseHistory",
    { ...page, cardNumber },
    pagedSchema(purchaseHistorySchema),
  );
export const cardGames = (cardNumber: string, page: PageQuery) =>
  http.get("/api/game/gameshistory", { ...page, cardNumber }, pagedSchema(gameHistorySchema));
export const cardSnacks = (cardNumber: string, page: PageQuery) =>
  http.get(
    "/api/snack/snacktransactions",
    { ...page, cardNumber },
    pagedSchema(snackHistorySchema),
  );

export const cardOperations = (cardNumber: string, page: PageQuery) =>
  http.get("/api/card/operations", { ...page, cardNumber }, pagedSchema(cardOperationSchema));

export type { Card };

function nonEmpty(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string] => !!e[1]?.trim()),
  );
}
