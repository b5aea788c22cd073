/**
 * In-process test harness: a fresh private database (`:memory:`, migrated and seeded) per call,
 * the app on top of it, and helpers to sign in as the demo accounts through /connect/token.
 */
import { decodeJwt, SignJWT } from "jose";
import type { Hono } from "hono";
import {
  readClaims,
  readTokenResponse,
  type Claims,
  type TokenResponse,
} from "../../src/contract/token";
import { createApp } from "../app";
import { loadConfig, type ServerConfig } from "../config";
import { openDatabase, type Db } from "../db/database";
import type { AppDeps, AppEnv } from "../http/app-env";
import { seedIfEmpty } from "../seed/database.seed";
import type { SeedSize } from "../seed/venue.seed";
import { demoAccounts, type DemoAccount } from "../seed/demo-accounts.seed";

export type AccountKey = DemoAccount["key"];

export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: Hono<AppEnv>;
  db: Db;
  config: ServerConfig;
  jwtKey: Uint8Array;
  accounts: Record<AccountKey, DemoAccount>;
  /** POST /connect/token as the PWA's client. */
  token(fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  /** Signs in as a demo account (password grant) and returns its tokens. */
  signIn(key: AccountKey): Promise<TokenResponse>;
  /** A token signed with the app's key and any claims (rights, expiry...) the test wants. */
  forgeToken(claims: Record<string, unknown>, expiresInSeconds?: number): Promise<string>;
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  /** A JSON call as a route test reads it: the status and the parsed body (null for a 204). */
  send(
    method: string,
    path: string,
    json: unknown,
    token: string,
  ): Promise<{ status: number; body: unknown }>;
  close(): void;
}

export const TEST_JWT_SECRET = "test-secret-of-at-least-thirty-two-characters";

/** The claims of an access token, as the PWA reads them; throws when it cannot. */
export function claimsOf(accessToken: string): Claims {
  const claims = readClaims(decodeJwt(accessToken));
  if (!claims) throw new Error("unreadable access token claims");
  return claims;
}

/** A token endpoint answer, as the PWA reads it; throws when it cannot. */
export async function tokensOf(res: Response): Promise<TokenResponse> {
  const tokens = readTokenResponse(await res.json());
  if (!tokens) throw new Error(`not a token answer (HTTP ${res.status})`);
  return tokens;
}

export function basicAuth(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
}

/** `seedSize` "test" (default) seeds a small venue; the well-known demo rows are in both sizes. */
export async function createTestApp(
  env: Record<string, string> = {},
  { seedSize = "test", storage }: { seedSize?: SeedSize; storage?: AppDeps["storage"] } = {},
): Promise<TestApp> {
  const config = loadConfig({
    DIST_DIR: "/nonexistent/dist",
    JWT_SECRET: TEST_JWT_SECRET,
    // Each test file seeds its databases on the event loop of a shared, busy test thread: the
    // load shedding of overload.ts would answer 503 to the next requests (its own tests set it).
    MAX_EVENT_LOOP_DELAY_MS: "100000",
    ...env,
  });
  const database = await openDatabase(":memory:");
  await seedIfEmpty(database.db, config, Date.now(), seedSize);
  const jwtKey = new TextEncoder().encode(config.jwtSecret);
  const app = createApp({ db: database.db, config, jwtKey, storage });
  const list = demoAccounts(config.admin);
  const accounts = Object.fromEntries(list.map((a) => [a.key, a])) as Record<
    AccountKey,
    DemoAccount
  >;

  const token: TestApp["token"] = async (fields, headers = {}) =>
    app.request("/connect/token", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: basicAuth(config.oauth.clientId, config.oauth.clientSecret),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });

  const call: TestApp["call"] = async (
    method,
    path,
    { token: bearer, json, body, headers = {} } = {},
  ) => {
    const all: Record<string, string> = { ...headers };
    if (bearer) all.authorization = `Bearer ${bearer}`;
    if (json !== undefined) all["content-type"] = "application/json";
    return app.request(path, {
      method,
      headers: all,
      body: json !== undefined ? JSON.stringify(json) : body,
    });
  };
  return {
    app,
    db: database.db,
    config,
    jwtKey,
    accounts,
    token,
    async signIn(key) {
      const account = accounts[key];
      if (!account.password) throw new Error(`${key} has no password`);
      const res = await token({
        grant_type: "password",
        username: account.email,
        password: account.password,
      });
      if (res.status !== 200) throw new Error(`sign-in as ${key} failed: HTTP ${res.status}`);
      return tokensOf(res);
    },
    forgeToken(claims, expiresInSeconds = 300) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        email: "x@parc-demo.fr",
        name: "X",
        role: "R",
        role_id: 99,
        role_rank: 99,
        role_rights: [],
        ...claims,
      })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(typeof claims.sub === "string" ? claims.sub : "1")
        .setIssuer(config.tokenIssuer)
        .setAudience(config.tokenAudience)
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(jwtKey);
    },
    call,
    async send(method, path, json, token) {
      const res = await call(method, path, { token, json });
      return {
        status: res.status,
        body: res.status === 204 ? null : ((await res.json()) as unknown),
      };
    },
    close: () => database.close(),
  };
}
