// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { DEFAULT_APP_CONFIG } from "@/contract/app-config";
import { CONFIG_REQUEST } from "@/lib/start-handoff";
import { APP_CONFIG_STORAGE_KEY } from "@/lib/storage-keys";
import { appConfig, configRefreshed, loadAppConfig } from "./app-config";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const venue = {
  apiBaseUrl: "https://api.venue.example",
  authUrl: "https://id.venue.example",
  clientId: "venue-pwa",
  clientSecret: "s3cret",
  scope: "api offline_access",
  currency: "EUR",
};

const answering = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
const offline = (async () => {
  throw new TypeError("Failed to fetch");
}) as typeof fetch;

describe("loadAppConfig", () => {
  it("asks the network without cache and remembers the answer", async () => {
    const storage = memoryStorage();
    const calls: [string, RequestInit | undefined][] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify(venue));
    }) as typeof fetch;

    expect(await loadAppConfig(fetchImpl, storage)).toEqual(venue);
    expect(calls).toEqual([["/config.json", { cache: "no-store" }]]);
    expect(JSON.parse(storage.items.get(APP_CONFIG_STORAGE_KEY) ?? "null")).toEqual(venue);
    expect(appConfig()).toEqual(venue);
  });

  it("takes the request index.html's script started, once, and asks itself the next time", async () => {
    const slot = globalThis as Record<string, unknown>;
    slot[CONFIG_REQUEST] = Promise.resolve(new Response(JSON.stringify(venue)));
    const calls: string[] = [];
    const fetchImpl = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(DEFAULT_APP_CONFIG));
    }) as typeof fetch;

    expect(await loadAppConfig(fetchImpl, memoryStorage())).toEqual(venue);
    expect(calls).toEqual([]);
    expect(CONFIG_REQUEST in slot).toBe(false);
    expect(await loadAppConfig(fetchImpl, memoryStorage())).toEqual(DEFAULT_APP_CONFIG);
    expect(calls).toEqual(["/config.json"]);
  });

  it("starts offline with the last good config", async () => {
    const storage = memoryStorage({ [APP_CONFIG_STORAGE_KEY]: JSON.stringify(venue) });
    await loadAppConfig(answering(DEFAULT_APP_CONFIG), memoryStorage());

    expect(await loadAppConfig(offline, storage)).toEqual(venue);
    expect(appConfig()).toEqual(venue);
  });

  it("uses the last good config when the answer is an error or not JSON", async () => {
    const storage = memoryStorage({ [APP_CONFIG_STORAGE_KEY]: JSON.stringify(venue) });
    expect(await loadAppConfig(answering({ clientId: "other" }, 503), storage)).toEqual(venue);
    await configRefreshed();
    expect(appConfig()).toEqual(venue);
    const html = (async () => new Response("<!doctype html>")) as typeof fetch;
    expect(await loadAppConfig(html, storage)).toEqual(venue);
    await configRefreshed();
    expect(appConfig()).toEqual(venue);
  });

  it("starts at once with the remembered config, then takes the network's answer", async () => {
    const storage = memoryStorage({ [APP_CONFIG_STORAGE_KEY]: JSON.stringify(venue) });
    const moved = { ...venue, apiBaseUrl: "https://api2.venue.example" };
    let answer = (_response: Response) => {};
    const slow = (() =>
      new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;

    expect(await loadAppConfig(slow, storage)).toEqual(venue);
    expect(appConfig()).toEqual(venue);
    answer(new Response(JSON.stringify(moved)));
    await configRefreshed();
    expect(appConfig()).toEqual(moved);
    expect(JSON.parse(storage.items.get(APP_CONFIG_STORAGE_KEY) ?? "null")).toEqual(moved);
  });

  it("keeps the same-origin defaults offline when nothing was remembered or it is unreadable", async () => {
    await loadAppConfig(answering(DEFAULT_APP_CONFIG), memoryStorage());
    expect(await loadAppConfig(offline, memoryStorage())).toEqual(DEFAULT_APP_CONFIG);
    const garbled = memoryStorage({ [APP_CONFIG_STORAGE_KEY]: "{not json" });
    expect(await loadAppConfig(offline, garbled)).toEqual(DEFAULT_APP_CONFIG);
  });

  it("still loads when the storage refuses to write", async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    expect(await loadAppConfig(answering(venue), full)).toEqual(venue);
  });

  it("reads the browser's localStorage by default", async () => {
    localStorage.removeItem(APP_CONFIG_STORAGE_KEY);
    await loadAppConfig(answering(venue));
    expect(localStorage.getItem(APP_CONFIG_STORAGE_KEY)).toBe(JSON.stringify(venue));
    localStorage.removeItem(APP_CONFIG_STORAGE_KEY);
  });
});
