/**
 * Snacks and merchandise (spec sections 3, 4, 7): articles in three languages, their categories
 * as a tree, the preparation zones that prepare them, and the orders a zone's counter hands over.
 * Calls: snacks.endpoints.ts.
 *
 * Decisions where the spec is silent (also in the OpenAPI document):
 * - A category is an article with `isCategory` (the spec's one entity); its parent is its first
 *   `snackCategoryId` (none: a top-level category), so categories form a tree; an article may sit
 *   in several categories. A category has no price of its own (its prices are kept at 0).
 * - `order` places an entry among its siblings (ascending, then by name); moving one in the tree
 *   is `snackArticlesApi.move`, which renumbers its siblings 10, 20, 30... in one transaction.
 * - `tokenPrice` is whole units (0 to LIMITS.tokenPrice), `fidelityPointPrice` whole points (0 to
 *   MAX_FIDELITY_PRICE), `taxesPercent` 0 to 100 (default 10).
 * - The French name is required; English and Spanish may be missing (the form flags them, the
 *   kiosks fall back to French). Names up to 90 characters, details up to 500.
 * - A preparation zone has one type: an article is prepared only at a zone of its own type.
 * - An order is Paid (0) until collected (1) at its zone's counter; collecting it again, or
 *   giving back (undo) one collected, is allowed and idempotent.
 */
import { z } from "zod";
import { rowId } from "./bounded";
import { moment } from "./dates";
import { LIMITS } from "./limits";
import { pageQuery } from "./paging";
import { number, ruleMessage, text } from "./rules";

export const SNACK_TYPES = ["Snack", "Merchandising"] as const;
export type SnackType = (typeof SNACK_TYPES)[number];

export const SNACK_LIMITS = {
  name: 90,
  details: 500,
  printerName: 90,
  order: 10_000,
  fidelityPointPrice: 100_000,
  /** Categories of one article, and depth of the tree. */
  categories: 20,
  depth: 3,
  /** Minutes after which a waiting order turns amber, then red (per zone). */
  waitMinutes: 240,
} as const;

export const TAXES_DEFAULT = 10;

/**
 * The spec's `type` / `productType` query value: "snack" (the default) or "merchandising", any
 * case; read as the article type.
 */
export const snackTypeParam = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["snack", "merchandising"]))
    .default("snack")
    .transform((t): SnackType => (t === "snack" ? "Snack" : "Merchandising"));

// ---- Preparation zones --------------------------------------------------------------------

export const snackLocationSchema = z.object({
  id: rowId(),
  name: z.string(),
  printerName: z.string(),
  type: z.enum(SNACK_TYPES),
  /** Minutes an order waits before its counter shows it amber, then red. */
  amberAfterMinutes: z.number().int().min(1).max(SNACK_LIMITS.waitMinutes),
  redAfterMinutes: z.number().int().min(1).max(SNACK_LIMITS.waitMinutes),
});
export type SnackLocation = z.infer<typeof snackLocationSchema>;

/** POST /api/snacklocation and PUT /api/snacklocation/{id}; red comes after amber. */
export const snackLocationInputSchema = z
  .object({
    name: text({ required: true, max: SNACK_LIMITS.name, trim: true }),
    printerName: text({ required: true, max: SNACK_LIMITS.printerName, trim: true }),
    type: z.enum(SNACK_TYPES, { error: "required" }),
    amberAfterMinutes: number({ required: true, int: true, min: 1, max: SNACK_LIMITS.waitMinutes }),
    redAfterMinutes: number({ required: true, int: true, min: 1, max: SNACK_LIMITS.waitMinutes }),
  })
  .superRefine((zone, ctx) => {
    if (zone.redAfterMinutes <= zone.amberAfterMinutes)
      ctx.addIssue({
        code: "custom",
        path: ["redAfterMinutes"],
        message: ruleMessage("min_value", zone.amberAfterMinutes + 1),
      });
  });
export type SnackLocationInput = z.input<typeof snackLocationInputSchema>;
export type SnackLocationValues = z.output<typeof snackLocationInputSchema>;

export const snackLocationQuerySchema = z.object({ productType: snackTypeParam() });

// ---- Articles and categories --------------------------------------------------------------

const names = {
  name: z.string(),
  nameEN: z.string().nullable(),
  nameES: z.string().nullable(),
};

export const snackArticleSchema = z.object({
  id: rowId(),
  ...names,
  details: z.string().nullable(),
  detailsEN: z.string().nullable(),
  detailsES: z.string().nullable(),
  tokenPrice: z.number().int().min(0).max(LIMITS.tokenPrice),
  fidelityPointPrice: z.number().int().min(0).max(SNACK_LIMITS.fidelityPointPrice),
  taxesPercent: z.number().min(0).max(100),
  order: z.number().int().min(0).max(SNACK_LIMITS.order),
  isAvailable: z.boolean(),
  /** The picture's URL (served by the API), or null. */
  imgProduct: z.string().nullable(),
  /** The categories it sits in, by name, in `snackCategoryId`'s order. */
  categories: z.array(z.object({ id: rowId(), name: z.string() })),
  snackCategoryId: z.array(rowId()).max(SNACK_LIMITS.categories),
  snackLocationId: rowId().nullable(),
  snackLocationName: z.string().nullable(),
  isCategory: z.boolean(),
  type: z.enum(SNACK_TYPES),
});
export type SnackArticle = z.infer<typeof snackArticleSchema>;

/** GET /api/snack/snackproductswithcategories: 20 a page, filtered on category and availability. */
export const snackArticleQuerySchema = pageQuery(20).extend({
  type: snackTypeParam(),
  /** An article in this category (directly). */
  categoryId: z.coerce.number().int().min(1).max(LIMITS.id).optional(),
  isAvailable: z.enum(["true", "false"]).optional(),
  /** Name, in any of the three languages. */
  search: z.string().trim().max(SNACK_LIMITS.name).optional(),
});

/** A yes/no field: a JSON boolean, or a form's "true" / "false" (src/ui/flag-switch.tsx). */
const formFlag = () => z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optionalText = (max: number) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, ruleMessage("max_length", max)).nullable().default(null),
  );

/** POST /api/snack and PUT /api/snack/{id} (SNACKING_ADD_UPDATE). */
export const snackArticleInputSchema = z.object({
  name: text({ required: true, max: SNACK_LIMITS.name, trim: true }),
  nameEN: optionalText(SNACK_LIMITS.name),
  nameES: optionalText(SNACK_LIMITS.name),
  details: optionalText(SNACK_LIMITS.details),
  detailsEN: optionalText(SNACK_LIMITS.details),
  detailsES: optionalText(SNACK_LIMITS.details),
  tokenPrice: number({ required: true, int: true, min: 0, max: LIMITS.tokenPrice }),
  fidelityPointPrice: number({
    required: true,
    int: true,
    min: 0,
    max: SNACK_LIMITS.fidelityPointPrice,
  }),
  taxesPercent: number({ required: true, min: 0, max: 100 }),
  order: number({ required: true, int: true, min: 0, max: SNACK_LIMITS.order }),
  isAvailable: formFlag().default(true),
  snackLocationId: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce.number().int().min(1).max(LIMITS.id).nullable(),
  ),
  snackCategoryId: z.preprocess(
    (v) => (Array.isArray(v) ? [...new Set(v.filter((id) => id !== "").map(Number))] : v),
    z.array(z.number().int().min(1).max(LIMITS.id)).max(SNACK_LIMITS.categories).default([]),
  ),
  isCategory: formFlag().default(false),
  type: z.enum(SNACK_TYPES).default("Snack"),
});
export type SnackArticleInput = z.input<typeof snackArticleInputSchema>;
export type SnackArticleValues = z.output<typeof snackArticleInputSchema>;

/** GET /api/snack/snackcategories?productType=: every category of a type, flat. */
export const snackCategorySchema = z.object({
  id: rowId(),
  ...names,
  parentId: rowId().nullable(),
  order: z.number().int().min(0).max(SNACK_LIMITS.order),
  type: z.enum(SNACK_TYPES),
});
export type SnackCategory = z.infer<typeof snackCategorySchema>;
export const snackCategoryQuerySchema = z.object({ productType: snackTypeParam() });

/** One entry of the tree: a category with its children, or an article (a leaf). */
export interface SnackTreeNode {
  id: number;
  name: string;
  isCategory: boolean;
  isAvailable: boolean;
  order: number;
  imgProduct: string | null;
  children: SnackTreeNode[];
}
export const snackTreeNodeSchema: z.ZodType<SnackTreeNode> = z.object({
  id: rowId(),
  name: z.string(),
  isCategory: z.boolean(),
  isAvailable: z.boolean(),
  order: z.number().int().min(0).max(SNACK_LIMITS.order),
  imgProduct: z.string().nullable(),
  get children() {
    return z.array(snackTreeNodeSchema);
  },
});
/** GET /api/snack/snackcategorytree/{type}: the top-level categories, then articles in none. */
export const snackTreeSchema = z.object({ values: z.array(snackTreeNodeSchema) });
export const snackTreeParamsSchema = z.object({ type: snackTypeParam() });

/**
 * PUT /api/snack/move/{id}: puts an article or a category under `parentId` (null: the top level)
 * at `position` among its siblings (0 = first). An article keeps its other categories.
 */
export const snackMoveSchema = z.object({
  parentId: z.number().int().min(1).max(LIMITS.id).nullable(),
  /** The category it leaves (an article in several); null: from the top level. */
  fromParentId: z.number().int().min(1).max(LIMITS.id).nullable(),
  position: z.number().int().min(0).max(SNACK_LIMITS.order),
});
export type SnackMove = z.infer<typeof snackMoveSchema>;

// ---- Orders at a zone's counter (beyond the spec) -------------------------------------------

export const ORDER_STATES = ["Paid", "Collected"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const snackOrderSchema = z.object({
  id: rowId(),
  /** Short number the customer is called by (per day). */
  number: z.number().int().min(1).max(100_000),
  cardNumber: z.string().nullable(),
  kioskName: z.string().nullable(),
  snackLocationId: rowId(),
  paidAt: moment(),
  state: z.enum(ORDER_STATES),
  collectedAt: moment().nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int().min(1).max(100),
      tokenPrice: z.number().int().min(0).max(LIMITS.tokenPrice),
    }),
  ),
});
export type SnackOrder = z.infer<typeof snackOrderSchema>;

/** GET /api/snackorder/counter/{locationId}: today's paid orders, oldest first. */
export const snackCounterSchema = z.object({
  location: snackLocationSchema,
  /** Today's orders still to hand over, oldest first. */
  waiting: z.array(snackOrderSchema),
  /** The last orders collected today, newest first (at most 20): what an undo may give back. */
  collected: z.array(snackOrderSchema),
  /** When the server read them. */
  at: moment(),
});
export type SnackCounter = z.infer<typeof snackCounterSchema>;

/**
 * POST /api/snackorder: a kiosk (with its own key) reports what it sold; the server makes one
 * order per preparation zone of the articles, numbered per zone and day.
 */
export const snackSaleSchema = z.object({
  cardNumber: z.string().trim().min(1).max(100).nullable(),
  lines: z
    .array(
      z.object({
        productId: z.number().int().min(1).max(LIMITS.id),
        quantity: z.number().int().min(1).max(100),
      }),
    )
    .min(1)
    .max(50),
});
export type SnackSale = z.infer<typeof snackSaleSchema>;

/** PUT /api/snackorder/state/{id}: Collected, or Paid again (an undo). */
export const snackOrderStateSchema = z.object({ state: z.enum(ORDER_STATES) });
