import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { siteCategorySchema, type SiteCategory } from "../../src/contract/site";
import { employees } from "../db/schema/employees.schema";
import { siteCategories, sites } from "../db/schema/sites.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";

export function registerSiteRoutes(app: Hono<AppEnv>): void {
  // The caller's site category (it decides, among others, whether the customers menu exists).
  defineRoute(app, {
    method: "get",
    path: "/api/site/sitecategory",
    requirement: "signedIn",
    summary: "The caller's site and its category",
    tag: "Site",
    answers: { 200: siteCategorySchema },
    errors: { 404: ["not_found"] },
    handler: async (c) => {
      const { db } = c.get("deps");
      const [employee] = await db
        .select({ siteId: employees.siteId })
        .from(employees)
        .where(eq(employees.id, caller(c).employeeId));
      const [row] = await db
        .select({
          id: siteCategories.id,
          name: siteCategories.name,
          siteName: sites.name,
          siteNumber: sites.number,
          customerAccountEnabled: siteCategories.customerAccountEnabled,
        })
        .from(sites)
        .innerJoin(siteCategories, eq(siteCategories.id, sites.siteCategoryId))
        // An employee without a site (a multi-site account) sees the venue's first site.
        .where(employee?.siteId ? eq(sites.id, employee.siteId) : undefined)
        .orderBy(sites.id)
        .limit(1);
      if (!row) throw new ApiError(404, "not_found");
      return c.json(row satisfies SiteCategory);
    },
  });
}
