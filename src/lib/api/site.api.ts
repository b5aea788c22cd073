import { siteCategorySchema, type SiteCategory } from "@/contract/site";
import { http } from "../session/session";

export function getSiteCategory(): Promise<SiteCategory> {
  return http.get("/api/site/sitecategory", undefined, siteCategorySchema);
}
