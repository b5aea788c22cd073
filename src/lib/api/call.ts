/**
 * The one way the app calls the API: `call(endpoint, { params, query, body }, { headers })`, with
 * an endpoint of src/contract/*.endpoints.ts, on the session's refresh-aware, offline-aware
 * client (src/lib/api/http-client.ts). Its input and answer types come from the declaration.
 * Kept out of the http client so the sign-in page, which calls no endpoint, does not load it.
 */
import {
  answerSchema,
  isFileAnswer,
  pathOf,
  type AnswerOf,
  type AnyEndpoint,
  type CallInput,
} from "@/contract/endpoint";
import { takeEarly } from "./early";
import type { HttpClient, RequestOptions, Schema } from "./http-client";
import { http } from "../session/session";

export interface CallOptions {
  /** E.g. the outbox's Idempotency-Key. */
  headers?: Record<string, string>;
}

type Query = Record<string, unknown>;

/** An empty filter is no filter: undefined, null and blank values are not sent. */
function withoutBlanks(query: Query): RequestOptions["query"] {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, v]) => v !== undefined && v !== null && !(typeof v === "string" && !v.trim()),
    ),
  ) as RequestOptions["query"];
}

/**
 * Calls `endpoint` on `client`: its path filled in, its query without empty values, its body; its
 * answer parsed with the declared schema, so a screen never reads a shape the contract does not
 * promise (a 204 answers undefined, a file a Blob).
 */
export async function callOn<E extends AnyEndpoint>(
  client: HttpClient,
  endpoint: E,
  input?: CallInput<E>,
  options: CallOptions = {},
): Promise<AnswerOf<E>> {
  const given = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
  };
  const file = Object.values(endpoint.answers).find(isFileAnswer);
  const path = pathOf(endpoint, given.params);
  // A plain GET the start-up made already (src/lib/api/early.ts): its answer, not a second request.
  const plain = endpoint.method === "get" && !given.query && !options.headers && !file;
  const early = plain ? takeEarly(client, path) : undefined;
  const data = await (early ??
    client.request(path, {
      method: endpoint.method.toUpperCase() as RequestOptions["method"],
      query: given.query && withoutBlanks(given.query),
      body: given.body,
      headers: { ...(file ? { Accept: file.contentType } : {}), ...options.headers },
      responseType: file ? "blob" : "json",
    }));
  const { schema } = answerSchema(endpoint);
  return (
    schema && !file ? (schema as unknown as Schema<unknown>).parse(data) : data
  ) as AnswerOf<E>;
}

export const call = <E extends AnyEndpoint>(
  endpoint: E,
  input?: CallInput<E>,
  options?: CallOptions,
): Promise<AnswerOf<E>> => callOn(http, endpoint, input, options);

type Rows<E> = AnswerOf<E> extends { values: (infer T)[] } ? T[] : never;

/** The rows of a list the API gives whole (`{ values }`, src/contract/paging.ts). */
export function valuesOf<E extends AnyEndpoint>(
  endpoint: E,
  input?: CallInput<E>,
): Promise<Rows<E>> {
  return call(endpoint, input).then((answer) => (answer as { values: unknown }).values as Rows<E>);
}
