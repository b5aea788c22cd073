import * as z from "zod/mini";

/**
 * `/config.json`, served beside index.html, read at start-up: one build serves any venue.
 * Empty URLs mean "same origin as the app". (zod/mini: read before the first screen.)
 */
export const appConfigSchema = z.object({
  apiBaseUrl: z._default(z.string(), ""),
  authUrl: z._default(z.string(), ""),
  clientId: z._default(z.string(), "backoffice-pwa"),
  clientSecret: z._default(z.string(), ""),
  scope: z._default(z.string(), "api offline_access"),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
