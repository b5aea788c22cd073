/**
 * The catalogue's calls (spec section 7, "Games, types, categories, products", and the LED
 * animations of "Devices"). Rules and decisions: src/contract/catalogue.ts.
 */
import {
  animationSchema,
  gameCategoryCreateSchema,
  gameCategoryInputSchema,
  gameCategorySchema,
  gameInputSchema,
  gameListQuerySchema,
  gameSchema,
  gameTypeSchema,
  productInputSchema,
  productListQuerySchema,
  productSchema,
} from "./catalogue";
import { endpoint } from "./endpoint";
import { countSchema, pagedSchema, sortQuery, valuesSchema } from "./paging";
import { idParamsSchema } from "./params";

const TAG = "Catalogue";
/**
 * The games list's orders (`sort`, the list's column keys; `devices`: how many); then the id. Not by
 * version: SQL orders "1.2.10" before "1.2.9" (versions compare by their numbers).
 */
const GAME_SORTS = [
  "code",
  "type",
  "category",
  "devices",
  "tokenPrice",
  "tva",
  "installed",
  "maintenance",
] as const;
/** The price products list's orders (`sort`, the list's column keys); then the id. */
const PRODUCT_SORTS = ["name", "price", "tokens", "free"] as const;

export const gameTypesApi = {
  count: endpoint({
    method: "get",
    path: "/api/gametype/count",
    requirement: "CATALOG_READ",
    summary: "How many game types the venue has",
    tag: TAG,
    answers: { 200: countSchema },
  }),
  list: endpoint({
    method: "get",
    path: "/api/gameType/gameTypes",
    requirement: "CATALOG_READ",
    summary: "Every game type, by name (read only: types come with the games' software)",
    tag: TAG,
    answers: { 200: valuesSchema(gameTypeSchema) },
  }),
};

export const gameCategoriesApi = {
  count: endpoint({
    method: "get",
    path: "/api/gamecategory/count",
    requirement: "CATALOG_READ",
    summary: "How many game categories the venue has",
    tag: TAG,
    answers: { 200: countSchema },
  }),
  list: endpoint({
    method: "get",
    path: "/api/gamecategory/gamecategories",
    requirement: "CATALOG_READ",
    summary: "Every game category with its LED animation, by name",
    tag: TAG,
    answers: { 200: valuesSchema(gameCategorySchema) },
  }),
  one: endpoint({
    method: "get",
    path: "/api/gamecategory/:id{[0-9]+}",
    requirement: "CATALOG_READ",
    summary: "One game category",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: gameCategorySchema },
    errors: { 404: ["not_found"] },
  }),
  create: endpoint({
    method: "post",
    path: "/api/gamecategory",
    requirement: "CATALOG_ADD_UPDATE",
    summary:
      "Adds a game category (the back office only edits them; the call is for the venue's tools)",
    tag: TAG,
    body: gameCategoryCreateSchema,
    answers: { 201: gameCategorySchema },
    errors: { 400: ["code_duplicated", "unknown_reference"] },
  }),
  update: endpoint({
    method: "put",
    path: "/api/gamecategory/:id{[0-9]+}",
    requirement: "CATALOG_ADD_UPDATE",
    summary: "Edits a game category: VAT (0 to 100), token price and LED animation",
    tag: TAG,
    params: idParamsSchema,
    body: gameCategoryInputSchema,
    answers: { 200: gameCategorySchema },
    errors: { 400: ["unknown_reference"], 404: ["not_found"] },
  }),
};

export const animationsApi = {
  list: endpoint({
    method: "get",
    path: "/api/smarttouch/all-animation",
    requirement: "CATALOG_READ",
    summary: "The LED animations a game category may play, by name",
    tag: TAG,
    answers: { 200: valuesSchema(animationSchema) },
  }),
};

const gameRefusals = [
  "code_duplicated",
  "too_many_devices",
  "device_unavailable",
  "unknown_reference",
] as const;

export const gamesApi = {
  count: endpoint({
    method: "get",
    path: "/api/game/count",
    requirement: "CATALOG_READ",
    summary: "How many games the venue has",
    tag: TAG,
    answers: { 200: countSchema },
  }),
  list: endpoint({
    method: "get",
    path: "/api/game/games",
    requirement: "CATALOG_READ",
    summary:
      "Games, one page, by code or as sorted; filtered on the code (contained), the type and the category",
    tag: TAG,
    query: gameListQuerySchema.extend(sortQuery(GAME_SORTS).shape),
    answers: { 200: pagedSchema(gameSchema) },
  }),
  one: endpoint({
    method: "get",
    path: "/api/game/:id{[0-9]+}",
    requirement: "CATALOG_READ",
    summary: "One game with its devices",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: gameSchema },
    errors: { 404: ["not_found"] },
  }),
  create: endpoint({
    method: "post",
    path: "/api/game",
    requirement: "CATALOG_ADD_UPDATE",
    summary: "Adds a game and links its devices (at most its type's maximum, each free)",
    tag: TAG,
    body: gameInputSchema,
    answers: { 201: gameSchema },
    errors: { 400: gameRefusals },
  }),
  update: endpoint({
    method: "put",
    path: "/api/game/:id{[0-9]+}",
    requirement: "CATALOG_ADD_UPDATE",
    summary: "Updates a game; its devices become exactly the ones sent (the others are freed)",
    tag: TAG,
    params: idParamsSchema,
    body: gameInputSchema,
    answers: { 200: gameSchema },
    errors: { 400: gameRefusals, 404: ["not_found"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/game/:id{[0-9]+}",
    requirement: "CATALOG_DELETE",
    summary: "Deletes a game; its devices are freed and put in maintenance",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
  }),
};

export const productsApi = {
  count: endpoint({
    method: "get",
    path: "/api/product/count",
    requirement: "PRODUCT_READ",
    summary: "How many price products the venue sells",
    tag: TAG,
    answers: { 200: countSchema },
  }),
  list: endpoint({
    method: "get",
    path: "/api/product/products",
    requirement: "PRODUCT_READ",
    summary: "Price products, one page, by price then name, or as sorted",
    tag: TAG,
    query: productListQuerySchema.extend(sortQuery(PRODUCT_SORTS).shape),
    answers: { 200: pagedSchema(productSchema) },
  }),
  create: endpoint({
    method: "post",
    path: "/api/product",
    requirement: "PRODUCT_ADD_UPDATE",
    summary: "Adds a price product (units and/or bonus units for a price)",
    tag: TAG,
    body: productInputSchema,
    answers: { 201: productSchema },
  }),
  update: endpoint({
    method: "put",
    path: "/api/product/:id{[0-9]+}",
    requirement: "PRODUCT_ADD_UPDATE",
    summary: "Updates a price product",
    tag: TAG,
    params: idParamsSchema,
    body: productInputSchema,
    answers: { 200: productSchema },
    errors: { 404: ["not_found"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/product/:id{[0-9]+}",
    requirement: "PRODUCT_DELETE",
    summary: "Deletes a price product (purchases made with it keep their figures)",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
  }),
};
