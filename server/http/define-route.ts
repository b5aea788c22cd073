/**
 * Declares an /api route in one statement: method, path, access requirement, the zod schemas of
 * its path parameters, query, body and answers, and its handler; so no route exists without a
 * requirement, and none can forget to validate its input. Each route runs:
 * rights check -> (a mutation: one write transaction with its Idempotency-Key, see
 * mutation.middleware.ts) -> validation of params, query and body from the declaration (400
 * validation_failed, validation.ts) -> handler, which receives them parsed and typed.
 * POST, PUT, PATCH and DELETE are mutations; a GET is one only when declared so (the spec's card
 * recycle is a GET that changes the card).
 * The declarations are kept per app: the rights test walks them and openapi.ts publishes them.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { ErrorCode } from "../../src/contract/errors";
import type { AppEnv } from "./app-env";
import { mutation } from "./mutation.middleware";
import { authorize, type Requirement } from "./rights.middleware";
import { formBody, jsonBody, optionalJsonBody, parseWith } from "./validation";

export type RouteMethod = "get" | "post" | "put" | "patch" | "delete";

/** How the body is read: JSON (default), JSON that may be empty (then `{}`), or a form. */
export type BodyFormat = "json" | "optionalJson" | "form";

/** A success answer: its JSON schema, null for no body (204), or another content type. */
export type AnswerSpec =
  z.core.$ZodType | null | { contentType: string; description: string; schema?: z.core.$ZodType };

/** The error codes a route itself may answer, per status (the standard ones are added). */
export type ErrorSpec = Partial<Record<400 | 401 | 403 | 404 | 409 | 422 | 429 | 503, ErrorCode[]>>;

type Parsed<T> = T extends z.core.$ZodType ? z.output<T> : undefined;

export interface RouteInput<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

export interface RouteDeclaration<
  P extends z.core.$ZodType | undefined = undefined,
  Q extends z.core.$ZodType | undefined = undefined,
  B extends z.core.$ZodType | undefined = undefined,
> {
  method: RouteMethod;
  /** Hono pattern, e.g. "/api/card/:number". */
  path: string;
  requirement: Requirement;
  /** A GET that changes data (default: every method but GET). */
  mutates?: boolean;
  summary: string;
  description?: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  bodyFormat?: BodyFormat;
  /** Success answers per status. */
  answers: Partial<Record<200 | 201 | 204, AnswerSpec>>;
  errors?: ErrorSpec;
  handler: (c: Context<AppEnv>, input: RouteInput<P, Q, B>) => Response | Promise<Response>;
}

export interface DeclaredRoute {
  method: RouteMethod;
  path: string;
  requirement: Requirement;
  mutates: boolean;
  summary: string;
  description?: string;
  tag: string;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  bodyFormat: BodyFormat;
  answers: Partial<Record<200 | 201 | 204, AnswerSpec>>;
  errors: ErrorSpec;
}

const declared = new WeakMap<Hono<AppEnv>, DeclaredRoute[]>();
const readOnly: MiddlewareHandler<AppEnv> = (_c, next) => next();

async function readBody(c: Context<AppEnv>, schema: z.core.$ZodType, format: BodyFormat) {
  if (format === "form") return parseWith(schema, await formBody(c));
  if (format === "optionalJson") return optionalJsonBody(c, schema);
  return jsonBody(c, schema);
}

export function defineRoute<
  P extends z.core.$ZodType | undefined = undefined,
  Q extends z.core.$ZodType | undefined = undefined,
  B extends z.core.$ZodType | undefined = undefined,
>(app: Hono<AppEnv>, route: RouteDeclaration<P, Q, B>): void {
  const { method, path, requirement, handler } = route;
  if (!path.startsWith("/api/")) throw new Error(`defineRoute is for /api routes, not ${path}`);
  const mutates = route.mutates ?? method !== "get";
  const list = declared.get(app) ?? [];
  list.push({
    method,
    path,
    requirement,
    mutates,
    summary: route.summary,
    description: route.description,
    tag: route.tag,
    params: route.params,
    query: route.query,
    body: route.body,
    bodyFormat: route.bodyFormat ?? "json",
    answers: route.answers,
    errors: route.errors ?? {},
  });
  declared.set(app, list);
  app.on(
    method.toUpperCase(),
    path,
    authorize(requirement),
    mutates ? mutation() : readOnly,
    async (c) => {
      // In this order: a bad path before a bad query before a bad body.
      const input = {
        params: route.params ? parseWith(route.params, c.req.param()) : undefined,
        query: route.query ? parseWith(route.query, c.req.query()) : undefined,
        body: route.body ? await readBody(c, route.body, route.bodyFormat ?? "json") : undefined,
      } as RouteInput<P, Q, B>;
      return handler(c, input);
    },
  );
}

/** Every route declared on `app` with defineRoute, in declaration order. */
export function declaredRoutes(app: Hono<AppEnv>): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}
