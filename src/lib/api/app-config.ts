/**
 * The runtime configuration of `/config.json`, read at start-up. The service worker never
 * caches it (it is asked of the network, `no-store`), so the last good answer is kept in
 * localStorage: the app starts with it (offline too) while the network's answer is awaited. Only the config is kept there: it names the
 * API and the OAuth client, never a token. Defaults mean "same origin".
 */
import { DEFAULT_APP_CONFIG, readAppConfig, type AppConfig } from "@/contract/app-config";
import { CONFIG_REQUEST, CONFIG_URL, takeStarted } from "@/lib/start-handoff";
import { APP_CONFIG_STORAGE_KEY } from "@/lib/storage-keys";

type ConfigStorage = Pick<Storage, "getItem" | "setItem">;

let current: AppConfig = DEFAULT_APP_CONFIG;

function browserStorage(): ConfigStorage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled by the browser's settings
  }
}

function remembered(storage: ConfigStorage | undefined): AppConfig | undefined {
  try {
    const raw = storage?.getItem(APP_CONFIG_STORAGE_KEY);
    return raw ? readAppConfig(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The config to start with. With a remembered one, at once: the start-up does not wait for the
 * network, and the answer updates it (and what is remembered) when it arrives, for the next
 * requests and the next start. Without one, the network's answer (or the defaults offline).
 */
export async function loadAppConfig(
  fetchImpl: typeof fetch = fetch,
  storage: ConfigStorage | undefined = browserStorage(),
): Promise<AppConfig> {
  const known = remembered(storage);
  refresh = fetchConfig(fetchImpl, storage);
  if (known) {
    current = known;
    return current;
  }
  await refresh;
  return current;
}

/** The last `loadAppConfig`'s network answer taken in (or given up on). */
export function configRefreshed(): Promise<void> {
  return refresh;
}

let refresh: Promise<void> = Promise.resolve();

async function fetchConfig(fetchImpl: typeof fetch, storage: ConfigStorage | undefined) {
  try {
    const response = await (startedRequest() ?? fetchImpl(CONFIG_URL, { cache: "no-store" }));
    if (!response.ok) throw new Error(`${CONFIG_URL} answered ${response.status}`);
    current = readAppConfig(await response.json());
    try {
      storage?.setItem(APP_CONFIG_STORAGE_KEY, JSON.stringify(current));
    } catch {
      // Full or disabled storage: the next start asks the network again.
    }
  } catch {
    // Offline start (or a broken answer): the last good config, else the same-origin defaults.
    current = remembered(storage) ?? current;
  }
}

/**
 * The request index.html's first script started while the page was parsed (one round trip
 * before the entry could: scripts/first-screen-plugin.ts), taken once; the next start asks again.
 */
function startedRequest(): Promise<Response> | undefined {
  const request = takeStarted(CONFIG_REQUEST);
  return request instanceof Promise ? (request as Promise<Response>) : undefined;
}

export function appConfig(): AppConfig {
  return current;
}
