import * as z from "zod/mini";
import { LIMITS } from "./limits";

/** GET /api/site/sitecategory: the site's category decides, among others, whether customers exist. */
export const siteCategorySchema = z.object({
  id: z.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.id)),
  name: z.string(),
  siteName: z.string(),
  siteNumber: z.string(),
  customerAccountEnabled: z.boolean(),
});
export type SiteCategory = z.infer<typeof siteCategorySchema>;
