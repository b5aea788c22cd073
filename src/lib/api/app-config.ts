import { DEFAULT_APP_CONFIG, readAppConfig, type AppConfig } from "@/contract/app-config";

/** The runtime configuration of `/config.json`; the defaults mean "same origin". */
let current: AppConfig = DEFAULT_APP_CONFIG;

export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  try {
    const response = await fetchImpl("/config.json", { cache: "no-store" });
    if (response.ok) current = readAppConfig(await response.json());
  } catch {
    // Offline start: the same-origin defaults, or the last config the service worker served.
  }
  return current;
}

export function appConfig(): AppConfig {
  return current;
}
