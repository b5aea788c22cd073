/**
 * The one way the app calls the API: `call(endpoint, { params, query, body }, { headers })`, with
 * an endpoint of src/contract/*.endpoints.ts, on the session's refresh-aware, offline-aware
 * client (src/lib/api/http-client.ts). Its input and answer types come from the declaration.
 */
import type { AnswerOf, AnyEndpoint, CallInput } from "@/contract/endpoint";
import { http } from "../session/session";

export const call = http.call;

type Rows<E> = AnswerOf<E> extends { values: (infer T)[] } ? T[] : never;

/** The rows of a list the API gives whole (`{ values }`, src/contract/paging.ts). */
export function valuesOf<E extends AnyEndpoint>(
  endpoint: E,
  input?: CallInput<E>,
): Promise<Rows<E>> {
  return call(endpoint, input).then((answer) => (answer as { values: unknown }).values as Rows<E>);
}
