/**
 * One call of the API, declared once (docs/architecture.md, "One declaration per endpoint"):
 * method, path, who may call it, the zod schemas of its path parameters, query, body and answers,
 * the error codes it may answer, its summary and tag. The reference server adds only the handler
 * (server/http/define-route.ts); the app calls it through `call` (src/lib/api/call.ts); the OpenAPI
 * document (server/http/openapi.ts) and `npm run check-api` (scripts/check-api.ts) read the same
 * object. Every declaration is listed in src/contract/endpoints.ts.
 */
import type { z } from "zod";
import type { ErrorCode } from "./errors";
import type { Right } from "./rights";

/**
 * "public": no token; "signedIn": any session; a right; or `{ anyOf }` rights; "device": a device
 * reporting in with the venue's device key (X-Device-Key), no token.
 */
export type Requirement = "public" | "signedIn" | "device" | Right | { anyOf: readonly Right[] };

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** How the body is sent: JSON (default), JSON that may be empty (then `{}`), a form, or an image's bytes. */
export type BodyFormat = "json" | "optionalJson" | "form" | "image";

type Schema = z.core.$ZodType;

/** An answer that is not JSON (a PDF): its content type. */
export interface FileAnswer {
  contentType: string;
  description: string;
  schema?: Schema;
}

/** A success answer: its JSON schema, null for no body (204), or a file. */
export type AnswerSpec = Schema | null | FileAnswer;

export type Answers = Partial<Record<200 | 201 | 204, AnswerSpec>>;

/** The error codes the endpoint itself may answer, per status (the standard ones are added). */
export type ErrorSpec = Partial<
  Record<400 | 401 | 403 | 404 | 409 | 422 | 429 | 503, readonly ErrorCode[]>
>;

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  A extends Answers = Answers,
> {
  readonly method: Method;
  /** Hono pattern: "/api/card/number/:number", a parameter may carry a pattern ":id{[0-9]+}". */
  readonly path: string;
  readonly requirement: Requirement;
  /** A GET that changes data (default: every method but GET). */
  readonly mutates?: boolean;
  readonly summary: string;
  readonly description?: string;
  readonly tag: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly bodyFormat?: BodyFormat;
  readonly answers: A;
  readonly errors?: ErrorSpec;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, Answers>;

/** Declares an endpoint (a typed identity: the declaration is the value). */
export function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  const A extends Answers = Answers,
>(declaration: Endpoint<P, Q, B, A>): Endpoint<P, Q, B, A> {
  if (!declaration.path.startsWith("/api/"))
    throw new Error(`not an /api path: ${declaration.path}`);
  return declaration;
}

export const mutatesData = (e: AnyEndpoint): boolean => e.mutates ?? e.method !== "get";

export const isFileAnswer = (answer: AnswerSpec | undefined): answer is FileAnswer =>
  !!answer && typeof answer === "object" && "contentType" in answer;

/** The JSON schema of the endpoint's success answer (200, else 201), if it has one. */
export function answerSchema(e: AnyEndpoint): { status: 200 | 201 | 204; schema?: Schema } {
  for (const status of [200, 201, 204] as const) {
    if (!(status in e.answers)) continue;
    const answer = e.answers[status];
    return { status, schema: answer && !isFileAnswer(answer) ? answer : undefined };
  }
  return { status: 200 };
}

/** The names of a path's parameters, in order ("/a/:x/:y{[0-9]+}" -> ["x", "y"]). */
export const pathParameterNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** The endpoint's path with its parameters filled in, each encoded (scanned text may hold "/"). */
export const pathOf = (e: AnyEndpoint, params: Record<string, string | number> = {}): string =>
  fillPath(e.path, params);

/** A declared path with its parameters filled in, each encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)(?:\{[^}]*\})?/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

// ---- what a caller gives and gets, from the declaration's schemas -----------------------------

type Out<S> = S extends Schema ? z.output<S> : never;

/** Path parameters as a caller has them: every declared one, a string or a number. */
export type ParamsInput<E> =
  E extends Endpoint<infer P, infer _Q, infer _B, infer _A>
    ? P extends Schema
      ? { [K in keyof Out<P>]: string | number }
      : undefined
    : never;

/** A query as a caller has it: the declared fields, each optional, as values or as text. */
export type QueryInput<E> =
  E extends Endpoint<infer _P, infer Q, infer _B, infer _A>
    ? Q extends Schema
      ? { [K in keyof Out<Q>]?: Out<Q>[K] | string }
      : undefined
    : never;

/** A body as a caller has it: what the schema takes, or what it made of it (a form's values). */
export type BodyInput<E> =
  E extends Endpoint<infer _P, infer _Q, infer B, infer _A>
    ? B extends Schema
      ? z.input<B> | z.output<B>
      : undefined
    : never;

type Answered<S> = S extends null
  ? void
  : S extends FileAnswer
    ? Blob
    : S extends Schema
      ? z.output<S>
      : void;

/** What a successful call answers: the 200 (else 201) JSON, a Blob for a file, void for a 204. */
export type AnswerOf<E> =
  E extends Endpoint<infer _P, infer _Q, infer _B, infer A>
    ? A extends { 200: infer S }
      ? Answered<S>
      : A extends { 201: infer S }
        ? Answered<S>
        : void
    : never;

/** A call's input: `params` and `body` when the endpoint declares them, `query` if it has one. */
export type CallInput<E> = (ParamsInput<E> extends undefined
  ? unknown
  : { params: ParamsInput<E> }) &
  (QueryInput<E> extends undefined ? unknown : { query?: QueryInput<E> }) &
  (BodyInput<E> extends undefined ? unknown : { body: BodyInput<E> });
