import { beforeEach, describe, expect, it, vi } from "vitest";
import { readAppConfig } from "@/contract/app-config";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { createSessionStore, sessionFromTokens } from "../session/session-store";
import { createTokenRefresher } from "../session/token-refresh";
import { ApiError, NetworkError } from "./api-error";
import { createHttpClient } from "./http-client";
import { createTokenClient } from "./token.api";

/** A fake API: `/api/ping` accepts only `validToken`; `/connect/token` is scripted per test. */
function setUp(tokenAnswer: () => Response | Promise<Response>) {
  const storage = new Map<string, string>();
  const store = createSessionStore({
    getItem: (k) => storage.get(k) ?? null,
    setItem: (k, v) => void storage.set(k, v),
    removeItem: (k) => void storage.delete(k),
  });
  store.set(sessionFromTokens(fakeAccessToken(), "refresh-1"));
  const state = { validToken: "nobody-yet", tokenCalls: 0, apiCalls: 0, offline: false };
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (state.offline) throw new TypeError("Failed to fetch");
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith("/connect/token")) {
      state.tokenCalls += 1;
      return tokenAnswer();
    }
    state.apiCalls += 1;
    const auth = new Headers(init?.headers).get("Authorization");
    if (auth === `Bearer ${state.validToken}`) return Response.json({ pong: true });
    return Response.json({ code: "unauthorized" }, { status: 401 });
  }) as unknown as typeof fetch;
  const config = () => readAppConfig({ authUrl: "http://api.test" });
  const tokens = createTokenClient(config, fetchImpl);
  const onRejected = vi.fn(() => store.set(null));
  const refresher = createTokenRefresher({ store, refreshGrant: tokens.refreshGrant, onRejected });
  const http = createHttpClient({
    baseUrl: () => "http://api.test",
    getAccessToken: () => store.get()?.tokens.accessToken,
    refresh: refresher.refresh,
    fetch: fetchImpl,
  });
  return { store, state, http, onRejected };
}

function grant(accessToken: string) {
  return Response.json({
    access_token: accessToken,
    refresh_token: "refresh-2",
    expires_in: 900,
    token_type: "Bearer",
  });
}

describe("http client refresh rule", () => {
  let fresh: string;
  beforeEach(() => {
    fresh = fakeAccessToken();
  });

  it("on 401 refreshes once and retries once", async () => {
    const t = setUp(() => grant(fresh));
    t.state.validToken = fresh;
    await expect(t.http.get("/api/ping")).resolves.toEqual({ pong: true });
    expect(t.state.tokenCalls).toBe(1);
    expect(t.state.apiCalls).toBe(2);
    expect(t.store.get()?.tokens.refreshToken).toBe("refresh-2");
  });

  it("logs out when the token endpoint rejects the refresh", async () => {
    const t = setUp(() =>
      Response.json({ code: "invalid_grant", error: "invalid_grant" }, { status: 400 }),
    );
    await expect(t.http.get("/api/ping")).rejects.toMatchObject({
      status: 401,
      code: "unauthorized",
    });
    expect(t.onRejected).toHaveBeenCalledTimes(1);
    expect(t.store.get()).toBeNull();
  });

  it("logs out when the token call itself fails with an answer (server error)", async () => {
    const t = setUp(() => new Response("boom", { status: 500 }));
    await expect(t.http.get("/api/ping")).rejects.toBeInstanceOf(ApiError);
    expect(t.store.get()).toBeNull();
  });

  it("does not retry forever: a second 401 after a refresh is passed on", async () => {
    const t = setUp(() => grant(fresh));
    await expect(t.http.get("/api/ping")).rejects.toMatchObject({ status: 401 });
    expect(t.state.tokenCalls).toBe(1);
    expect(t.state.apiCalls).toBe(2);
    expect(t.store.get()).not.toBeNull();
  });

  it("never logs out on a network failure, of the call or of the refresh", async () => {
    const t = setUp(() => {
      throw new TypeError("Failed to fetch");
    });
    t.state.offline = true;
    await expect(t.http.get("/api/ping")).rejects.toBeInstanceOf(NetworkError);
    t.state.offline = false;
    await expect(t.http.get("/api/ping")).rejects.toBeInstanceOf(NetworkError);
    expect(t.onRejected).not.toHaveBeenCalled();
    expect(t.store.get()).not.toBeNull();
  });

  it("shares one refresh between ten concurrent 401s", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = setUp(async () => {
      await gate;
      return grant(fresh);
    });
    t.state.validToken = fresh;
    const calls = Array.from({ length: 10 }, () => t.http.get("/api/ping"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const results = await Promise.all(calls);
    expect(results).toHaveLength(10);
    expect(results.every((r) => (r as { pong: boolean }).pong)).toBe(true);
    expect(t.state.tokenCalls).toBe(1);
  });
});

describe("a GET index.html's first script sent (adopt)", () => {
  const fresh = fakeAccessToken();
  it("reads its answer as its own request would, and sends nothing more", async () => {
    const t = setUp(() => grant(fresh));
    const sent = Promise.resolve(Response.json({ number: "0420000001" }));
    await expect(t.http.adopt("/api/card/number/0420000001", sent)).resolves.toEqual({
      number: "0420000001",
    });
    expect(t.state.apiCalls).toBe(0);
  });

  it("an error's code and status, as an ApiError", async () => {
    const t = setUp(() => grant(fresh));
    const sent = Promise.resolve(Response.json({ code: "not_found" }, { status: 404 }));
    const error = await t.http.adopt("/api/card/number/9", sent).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found" });
    expect(t.state.apiCalls).toBe(0);
  });

  it("refused for its token: asked again with the refresh rule; lost: asked again", async () => {
    const t = setUp(() => grant(fresh));
    t.state.validToken = fresh;
    const refused = Promise.resolve(Response.json({ code: "unauthorized" }, { status: 401 }));
    await expect(t.http.adopt("/api/ping", refused)).resolves.toEqual({ pong: true });
    expect(t.state.tokenCalls).toBe(1);
    const lost = Promise.reject(new TypeError("Failed to fetch"));
    await expect(t.http.adopt("/api/ping", lost)).resolves.toEqual({ pong: true });
    t.state.offline = true;
    const offline = Promise.reject(new TypeError("Failed to fetch"));
    await expect(t.http.adopt("/api/ping", offline)).rejects.toBeInstanceOf(NetworkError);
  });
});
