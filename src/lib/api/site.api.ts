import { siteCategorySchema, type SiteCategory } from "@/contract/site";
import { venueSettingsSchema, type VenueSettings } from "@/contract/venue-settings";
import { http } from "../session/session";

export function getSiteCategory(): Promise<SiteCategory> {
  return http.get("/api/site/sitecategory", undefined, siteCategorySchema);
}

export function getVenueSettings(): Promise<VenueSettings> {
  return http.get("/api/site/settings", undefined, venueSettingsSchema);
}

export function updateVenueSettings(values: VenueSettings): Promise<VenueSettings> {
  return http.put("/api/site/settings", values, venueSettingsSchema);
}
