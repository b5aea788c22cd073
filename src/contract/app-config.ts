import { z } from "zod";

/**
 * `/config.json`, served beside index.html, read at start-up: one build serves any venue.
 * Empty URLs mean "same origin as the app".
 */
export const appConfigSchema = z.object({
  apiBaseUrl: z.string().default(""),
  authUrl: z.string().default(""),
  clientId: z.string().default("backoffice-pwa"),
  clientSecret: z.string().default(""),
  scope: z.string().default("api offline_access"),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
