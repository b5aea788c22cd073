/**
 * The read the app makes to learn whether the API answers again (src/lib/api/reachability.ts):
 * the site category, a cheap call every API has. `siteApi.category` (site.endpoints.ts) is
 * declared with this path; it lives here, without zod, for the app's first screen.
 */
export const PROBE_PATH = "/api/site/sitecategory";
