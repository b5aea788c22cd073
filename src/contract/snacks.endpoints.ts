/**
 * Snacks and merchandise (spec section 7, "Snacks and locations"), and the counters of the
 * preparation zones (beyond the spec, in its style). Rules and decisions: src/contract/snacks.ts.
 */
import { endpoint } from "./endpoint";
import { pagedSchema, valuesSchema } from "./paging";
import { idParamsSchema } from "./params";
import {
  snackArticleInputSchema,
  snackArticleQuerySchema,
  snackArticleSchema,
  snackCategoryQuerySchema,
  snackCategorySchema,
  snackCounterSchema,
  snackLocationInputSchema,
  snackLocationQuerySchema,
  snackLocationSchema,
  snackMoveSchema,
  snackOrderSchema,
  snackOrderStateSchema,
  snackSaleSchema,
  snackTreeParamsSchema,
  snackTreeSchema,
} from "./snacks";

const TAG = "Snacks and merchandise";
const ARTICLE_REFUSALS = ["unknown_reference", "validation_failed"] as const;

export const snackArticlesApi = {
  list: endpoint({
    method: "get",
    path: "/api/snack/snackproductswithcategories",
    requirement: "SNACKING_READ",
    summary: "Articles (not categories) of a type, by order then name, 20 a page",
    description:
      "`type` snack (default) or merchandising; filters `categoryId` (directly in it), `isAvailable`, `search` (a name in any language).",
    tag: TAG,
    query: snackArticleQuerySchema,
    answers: { 200: pagedSchema(snackArticleSchema) },
  }),
  one: endpoint({
    method: "get",
    path: "/api/snack/:id{[0-9]+}",
    requirement: "SNACKING_READ",
    summary: "One article or category",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: snackArticleSchema },
    errors: { 404: ["not_found"] },
  }),
  categories: endpoint({
    method: "get",
    path: "/api/snack/snackcategories",
    requirement: "SNACKING_READ",
    summary: "Every category of a type, flat, with its parent",
    tag: TAG,
    query: snackCategoryQuerySchema,
    answers: { 200: valuesSchema(snackCategorySchema) },
  }),
  tree: endpoint({
    method: "get",
    path: "/api/snack/snackcategorytree/:type",
    requirement: "SNACKING_READ",
    summary: "The categories of a type as a tree, with their articles; then the articles in none",
    tag: TAG,
    params: snackTreeParamsSchema,
    answers: { 200: snackTreeSchema },
  }),
  create: endpoint({
    method: "post",
    path: "/api/snack",
    requirement: "SNACKING_ADD_UPDATE",
    summary: "Adds an article, or a category (isCategory)",
    description:
      "Its categories must be categories of its type, its zone a zone of its type (400 unknown_reference); a category's parent makes it at most 3 levels deep (400 validation_failed on snackCategoryId).",
    tag: TAG,
    body: snackArticleInputSchema,
    answers: { 201: snackArticleSchema },
    errors: { 400: [...ARTICLE_REFUSALS] },
  }),
  update: endpoint({
    method: "put",
    path: "/api/snack/:id{[0-9]+}",
    requirement: "SNACKING_ADD_UPDATE",
    summary: "Updates an article or a category",
    description: "A category cannot become its own ancestor (400 validation_failed).",
    tag: TAG,
    params: idParamsSchema,
    body: snackArticleInputSchema,
    answers: { 200: snackArticleSchema },
    errors: { 400: [...ARTICLE_REFUSALS], 404: ["not_found"] },
  }),
  move: endpoint({
    method: "put",
    path: "/api/snack/move/:id{[0-9]+}",
    requirement: "SNACKING_ADD_UPDATE",
    summary: "Moves an article or a category in the tree (drag and drop, up and down)",
    description:
      "Under `parentId` at `position` among its siblings; its new siblings are renumbered 10, 20, 30... in the same transaction.",
    tag: TAG,
    params: idParamsSchema,
    body: snackMoveSchema,
    answers: { 200: snackTreeSchema },
    errors: { 400: [...ARTICLE_REFUSALS], 404: ["not_found"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/snack/:id{[0-9]+}",
    requirement: "SNACKING_DELETE",
    summary: "Deletes an article, or a category (its children move up to its parent)",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
  }),
};

export const snackLocationsApi = {
  list: endpoint({
    method: "get",
    path: "/api/snacklocation/snackslocation",
    requirement: { anyOf: ["SNACKLOCATION_READ", "SNACKING_READ"] },
    summary: "The preparation zones of a type, by name",
    tag: TAG,
    query: snackLocationQuerySchema,
    answers: { 200: valuesSchema(snackLocationSchema) },
  }),
  create: endpoint({
    method: "post",
    path: "/api/snacklocation",
    requirement: "SNACKLOCATION_ADD_UPDATE",
    summary: "Adds a preparation zone",
    tag: TAG,
    body: snackLocationInputSchema,
    answers: { 201: snackLocationSchema },
  }),
  update: endpoint({
    method: "put",
    path: "/api/snacklocation/:id{[0-9]+}",
    requirement: "SNACKLOCATION_ADD_UPDATE",
    summary: "Updates a preparation zone",
    description:
      "Its type cannot change while articles are prepared there (400 unknown_reference).",
    tag: TAG,
    params: idParamsSchema,
    body: snackLocationInputSchema,
    answers: { 200: snackLocationSchema },
    errors: { 400: ["unknown_reference"], 404: ["not_found"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/snacklocation/:id{[0-9]+}",
    requirement: "SNACKLOCATION_DELETE",
    summary: "Deletes a preparation zone; its articles are prepared nowhere until given another",
    description:
      "A zone that has orders is kept (they are the venue's sales history): 400 location_in_use.",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 400: ["location_in_use"], 404: ["not_found"] },
  }),
};

export const snackOrdersApi = {
  counter: endpoint({
    method: "get",
    path: "/api/snackorder/counter/:id{[0-9]+}",
    requirement: { anyOf: ["SNACKLOCATION_READ", "SNACKING_READ"] },
    summary:
      "A preparation zone's counter: today's paid orders, oldest first, and the last collected",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: snackCounterSchema },
    errors: { 404: ["not_found"] },
  }),
  sell: endpoint({
    method: "post",
    path: "/api/snackorder",
    requirement: "device",
    summary: "A snack or merchandising kiosk reports a sale: one paid order per preparation zone",
    description:
      "Sent by the kiosk with its own key (X-Device-Key; a kiosk, not a smart touch: 403 device_mismatch). Articles must be available articles of the kiosk's type with a zone (400 unknown_reference). With an Idempotency-Key, a retried report makes no second order.",
    tag: TAG,
    body: snackSaleSchema,
    answers: { 201: valuesSchema(snackOrderSchema) },
    errors: { 400: ["unknown_reference"], 403: ["device_mismatch"], 429: ["too_many_attempts"] },
  }),
  setState: endpoint({
    method: "put",
    path: "/api/snackorder/state/:id{[0-9]+}",
    requirement: { anyOf: ["SNACKLOCATION_READ", "SNACKING_READ"] },
    summary: "Marks an order collected, or paid again (an undo); the same state twice is a no-op",
    description:
      "Sent by the counter's outbox with an Idempotency-Key: a retry is never applied twice.",
    tag: TAG,
    params: idParamsSchema,
    body: snackOrderStateSchema,
    answers: { 200: snackOrderSchema },
    errors: { 404: ["not_found"] },
  }),
};
