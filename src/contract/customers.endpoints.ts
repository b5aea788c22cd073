/**
 * Customers (spec section 7). Deleting a customer unlinks their cards (they keep their balances
 * and go back to being anonymous cards). `customersApi.byCard` answers the customers linked to a
 * card: none or one, as a card has at most one owner. Rules: src/contract/customers.ts.
 */
import { z } from "zod";
import { customerInputSchema, customerListQuerySchema, customerSchema } from "./customers";
import { endpoint } from "./endpoint";
import { pagedSchema, sortQuery, valuesSchema } from "./paging";
import { cardNumberParam, idParamsSchema } from "./params";
import { SEARCH_LIMITS } from "./search";

const TAG = "Customers";
/**
 * The customers list's orders (`sort`, the list's column keys): the name (last then first, as
 * search keys: accents and case aside), the e-mail, the city, the creation; then the id. It
 * takes precedence over `orderByColumn`, kept for the API's older callers.
 */
const CUSTOMER_SORTS = ["name", "email", "city", "created"] as const;
/** Rows of a customer search (the reference server's limit, server/customers/customers.route.ts). */
const SEARCH_MAX = 20;
const searchText = z.string().trim().max(SEARCH_LIMITS.chars);
const searchQuery = z.object({
  email: searchText.optional(),
  firstName: searchText.optional(),
  lastName: searchText.optional(),
  /** The assign dialog's one box: every word in a name or the e-mail (src/contract/search.ts). */
  text: searchText.optional(),
});

export const customersApi = {
  list: endpoint({
    method: "get",
    path: "/api/customer/customers",
    requirement: "CUSTOMER_READ",
    summary: "Customers, one page, filtered on the names and the e-mail, sorted",
    description:
      "`sort` (by the name, accents and case aside, the e-mail, the city or the creation; then the id) takes precedence over `orderByColumn` (newest first by default).",
    tag: TAG,
    query: customerListQuerySchema.extend(sortQuery(CUSTOMER_SORTS).shape),
    answers: { 200: pagedSchema(customerSchema) },
  }),
  search: endpoint({
    method: "get",
    path: "/api/customer/search",
    requirement: "CUSTOMER_READ",
    summary: `Customers whose e-mail starts with \`email\`, whose names hold \`firstName\` and \`lastName\`, and whose names or e-mail hold every word of \`text\` (accents and case ignored), best first, up to ${SEARCH_MAX}`,
    tag: TAG,
    query: searchQuery,
    answers: { 200: valuesSchema(customerSchema) },
  }),
  byCard: endpoint({
    method: "get",
    path: "/api/customer/cardCustomer/:number",
    requirement: "CUSTOMER_READ",
    summary: "The customers linked to a card: none or one",
    tag: TAG,
    params: z.object({ number: cardNumberParam }),
    answers: { 200: valuesSchema(customerSchema) },
    errors: { 404: ["not_found"] },
  }),
  one: endpoint({
    method: "get",
    path: "/api/customer/:id{[0-9]+}",
    requirement: "CUSTOMER_READ",
    summary: "A customer, with their cards",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: customerSchema },
    errors: { 404: ["not_found"] },
  }),
  create: endpoint({
    method: "post",
    path: "/api/customer",
    requirement: "CUSTOMER_ADD_UPDATE",
    summary: "Adds a customer (on this server's site); an e-mail another customer has is refused",
    tag: TAG,
    body: customerInputSchema,
    answers: { 201: customerSchema },
    errors: { 400: ["validation_failed"], 404: ["not_found"] },
  }),
  update: endpoint({
    method: "put",
    path: "/api/customer/:id{[0-9]+}",
    requirement: "CUSTOMER_ADD_UPDATE",
    summary: "Updates a customer; an e-mail another customer has is refused",
    tag: TAG,
    params: idParamsSchema,
    body: customerInputSchema,
    answers: { 200: customerSchema },
    errors: { 400: ["validation_failed"], 404: ["not_found"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/customer/:id{[0-9]+}",
    requirement: "CUSTOMER_DELETE",
    summary: "Deletes a customer; their cards stay, anonymous, with their balances",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
  }),
};
