/**
 * The one http client of the PWA. Rules (spec section 4, DESIGN.md section 3):
 * - the bearer token of the session goes on every call;
 * - on 401 or 403: one refresh (shared by concurrent calls, across tabs) and one retry;
 * - the refresh rule decides on logout; a network failure is a NetworkError and logs no one out;
 * - no request timeout (spec section 9) and no automatic retry: the outbox owns retries.
 */
import type { FetchOptions, FetchResponse } from "ofetch";
import { createRawFetch } from "./raw-fetch";
import { ApiError, NetworkError } from "./api-error";
import { reportReachable, setReachabilityProbe } from "./reachability";
import { PROBE_PATH } from "@/contract/probe";

/** Any zod schema (classic or mini) fits: only its `parse` is called, so zod stays out of this module. */
export interface Schema<T> {
  parse(data: unknown): T;
}

export type RefreshOutcome = "refreshed" | "rejected" | "network";

export interface HttpClientDeps {
  baseUrl: () => string;
  getAccessToken: () => string | undefined;
  refresh: (failedAccessToken: string | undefined) => Promise<RefreshOutcome>;
  fetch?: typeof globalThis.fetch;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: "json" | "blob";
}

export function createHttpClient(deps: HttpClientDeps) {
  const rawFetch = createRawFetch(deps.fetch);
  // While the API seems unreachable, a cheap call tells when it answers again (any status).
  setReachabilityProbe(() => exchange(PROBE_PATH, {}, undefined));

  async function exchange(path: string, options: RequestOptions, token: string | undefined) {
    const init: FetchOptions<"json"> = {
      method: options.method ?? "GET",
      baseURL: deps.baseUrl() || undefined,
      query: options.query,
      body: options.body as FetchOptions["body"],
      headers: {
        Accept: "application/json",
        ...options.headers,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      responseType: (options.responseType ?? "json") as "json",
    };
    try {
      return await rawFetch(path, init);
    } catch (error) {
      throw new NetworkError(error);
    }
  }

  /** Sends with the refresh rule applied; answers the raw response whatever its status. */
  async function send(path: string, options: RequestOptions = {}): Promise<FetchResponse<unknown>> {
    const token = deps.getAccessToken();
    const first = await exchange(path, options, token);
    if (first.status !== 401 && first.status !== 403) return first;
    const outcome = await deps.refresh(token);
    if (outcome === "network") throw new NetworkError();
    if (outcome === "rejected") return first;
    return exchange(path, options, deps.getAccessToken());
  }

  async function request<T = unknown>(
    path: string,
    options: RequestOptions = {},
    schema?: Schema<T>,
  ): Promise<T> {
    const response = await send(path, options);
    if (!response.ok) {
      throw ApiError.fromResponse(
        response.status,
        response._data,
        response.headers.get("retry-after"),
      );
    }
    const data = response.status === 204 ? undefined : response._data;
    return schema ? schema.parse(data) : (data as T);
  }

  /**
   * The answer of a GET of `path` that index.html's first script sent (src/main.tsx), read as
   * `request` reads its own; asked again through `request` (with the refresh rule) when that one
   * went without a valid token (401, 403) or got no answer at all.
   */
  async function adopt<T = unknown>(path: string, sent: Promise<Response>): Promise<T> {
    const response = await sent.catch(() => undefined);
    if (!response || response.status === 401 || response.status === 403) return request<T>(path);
    reportReachable(true);
    const data: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      throw ApiError.fromResponse(response.status, data, response.headers.get("retry-after"));
    }
    return (response.status === 204 ? undefined : data) as T;
  }

  return {
    send,
    request,
    adopt,
    get: <T>(path: string, query?: RequestOptions["query"], schema?: Schema<T>) =>
      request(path, { query }, schema),
    post: <T>(path: string, body?: unknown, schema?: Schema<T>, headers?: Record<string, string>) =>
      request(path, { method: "POST", body, headers }, schema),
    put: <T>(path: string, body?: unknown, schema?: Schema<T>, headers?: Record<string, string>) =>
      request(path, { method: "PUT", body, headers }, schema),
    delete: <T>(path: string, headers?: Record<string, string>) =>
      request<T>(path, { method: "DELETE", headers }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
