/**
 * `/config.json`, served beside index.html, read at start-up: one build serves any venue.
 * Empty URLs mean "same origin as the app". A plain reader: it runs before the first screen.
 */
export interface AppConfig {
  apiBaseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  apiBaseUrl: "",
  authUrl: "",
  clientId: "backoffice-pwa",
  clientSecret: "",
  scope: "api offline_access",
};

/** Every known key taken when it is a string, the default otherwise; unknown keys ignored. */
export function readAppConfig(value: unknown): AppConfig {
  const source =
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const config = { ...DEFAULT_APP_CONFIG };
  for (const key of Object.keys(config) as (keyof AppConfig)[]) {
    const given = source[key];
    if (typeof given === "string") config[key] = given.trim();
  }
  return config;
}
