/**
 * Spec section 7, "Games, types, categories, products" and the LED animations: the catalogue
 * needs the network to change (no outbox: a game's devices are checked by the server at once).
 */
import {
  animationSchema,
  gameCategorySchema,
  gameSchema,
  gameTypeSchema,
  productSchema,
  type GameCategoryInput,
  type GameInput,
  type GameValues,
  type ProductInput,
  type ProductValues,
} from "@/contract/catalogue";
import { countSchema, pagedSchema, valuesSchema } from "@/contract/paging";
import { http } from "../session/session";

const values = <T>(r: { values: T[] }) => r.values;

export const listGameTypes = () =>
  http.get("/api/gameType/gameTypes", undefined, valuesSchema(gameTypeSchema)).then(values);
export const listGameCategories = () =>
  http
    .get("/api/gamecategory/gamecategories", undefined, valuesSchema(gameCategorySchema))
    .then(values);
export const updateGameCategory = (id: number, body: GameCategoryInput) =>
  http.put(`/api/gamecategory/${id}`, body, gameCategorySchema);
export const listAnimations = () =>
  http.get("/api/smarttouch/all-animation", undefined, valuesSchema(animationSchema)).then(values);

/** Empty filters are not sent at all. */
export const listGames = (query: {
  page: number;
  size: number;
  filterOnCode?: string;
  filterOnGameTypeId?: string;
  filterOnCategoryId?: string;
}) => http.get("/api/game/games", query, pagedSchema(gameSchema));
export const countGames = () =>
  http.get("/api/game/count", undefined, countSchema).then((r) => r.count);
export const createGame = (body: GameInput | GameValues) =>
  http.post("/api/game", body, gameSchema);
export const updateGame = (id: number, body: GameInput | GameValues) =>
  http.put(`/api/game/${id}`, body, gameSchema);
export const deleteGame = (id: number) => http.delete<void>(`/api/game/${id}`);

export const listProducts = (query: { page: number; size: number }) =>
  http.get("/api/product/products", query, pagedSchema(productSchema));
export const createProduct = (body: ProductInput | ProductValues) =>
  http.post("/api/product", body, productSchema);
export const updateProduct = (id: number, body: ProductInput | ProductValues) =>
  http.put(`/api/product/${id}`, body, productSchema);
export const deleteProduct = (id: number) => http.delete<void>(`/api/product/${id}`);
