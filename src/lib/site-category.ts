/** The site category (what it enables, e.g. customer accounts): loaded after the first screen. */
import { siteApi } from "@/contract/site.endpoints";
import { call } from "./api/call";

export const loadSiteCategory = () => call(siteApi.category);
