/**
 * The venue's site calls (spec section 7): its category, which decides among others whether the
 * customers menu exists, and the venue's controls on card actions (src/contract/venue-settings.ts).
 */
import { endpoint } from "./endpoint";
import { PROBE_PATH } from "./probe";
import { siteCategorySchema } from "./site";
import { venueSettingsSchema } from "./venue-settings";

const TAG = "Site";

export const siteApi = {
  settings: endpoint({
    method: "get",
    path: "/api/site/settings",
    requirement: "signedIn",
    summary: "The venue's controls on card actions (the bonus confirmation threshold)",
    tag: TAG,
    answers: { 200: venueSettingsSchema },
  }),
  updateSettings: endpoint({
    method: "put",
    path: "/api/site/settings",
    requirement: "ROLE_UPDATE",
    summary: "Sets the venue's controls on card actions; a manager's, as the agents' rights are",
    tag: TAG,
    body: venueSettingsSchema,
    answers: { 200: venueSettingsSchema },
    errors: { 400: ["validation_failed"] },
  }),
  category: endpoint({
    method: "get",
    // The http client's reachability probe reads this path from the zod-free probe.ts, so the
    // app's first screen does not load this module: both stay the same path.
    path: PROBE_PATH,
    requirement: "signedIn",
    summary: "The caller's site and its category",
    tag: TAG,
    answers: { 200: siteCategorySchema },
    errors: { 404: ["not_found"] },
  }),
};
