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
  /** The venue's currency (ISO 4217 code): amounts are in it whatever the language. */
  currency: string;
}

/** An ISO 4217 currency code, as Intl.NumberFormat takes it. */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

export const DEFAULT_APP_CONFIG: AppConfig = {
  apiBaseUrl: "",
  authUrl: "",
  clientId: "backoffice-pwa",
  clientSecret: "",
  scope: "api offline_access",
  currency: "EUR",
};

/**
 * Every known key taken when it is a string (a currency when it is a code), the default
 * otherwise; unknown keys ignored.
 */
export function readAppConfig(value: unknown): AppConfig {
  const source =
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const config = { ...DEFAULT_APP_CONFIG };
  for (const key of Object.keys(config) as (keyof AppConfig)[]) {
    const given = source[key];
    if (typeof given === "string") config[key] = given.trim();
  }
  config.currency = config.currency.toUpperCase();
  if (!CURRENCY_CODE.test(config.currency)) config.currency = DEFAULT_APP_CONFIG.currency;
  return config;
}
