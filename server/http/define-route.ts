/**
 * Gives an endpoint of the contract (src/contract/*.endpoints.ts, src/contract/endpoint.ts) its
 * handler on the reference server; everything else comes from the declaration. Each route runs:
 * rights check -> (a mutation: one write transaction with its Idempotency-Key, see
 * mutation.middleware.ts) -> validation of params, query and body from the declaration (400
 * validation_failed, validation.ts) -> handler, which receives them parsed and typed.
 * The declarations are kept per app: the rights test walks them, openapi.ts publishes them and
 * endpoints.test.ts checks that every endpoint of the contract has its handler and no more.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import {
  mutatesData,
  type AnswerSpec,
  type AnyEndpoint,
  type BodyFormat,
  type Endpoint,
  type ErrorSpec,
  type Method,
  type Requirement,
} from "../../src/contract/endpoint";
import type { AppEnv } from "./app-env";
import { mutation } from "./mutation.middleware";
import { authorize } from "./rights.middleware";
import { formBody, imageBody, jsonBody, optionalJsonBody, parseWith } from "./validation";

export type { AnswerSpec, ErrorSpec } from "../../src/contract/endpoint";

type Schema = z.core.$ZodType;
type Parsed<T> = T extends Schema ? z.output<T> : undefined;

export interface RouteInput<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

export type Handler<P, Q, B> = (
  c: Context<AppEnv>,
  input: RouteInput<P, Q, B>,
) => Response | Promise<Response>;

/** An endpoint as the server serves it, its defaults filled in. */
export interface DeclaredRoute {
  endpoint: AnyEndpoint;
  method: Method;
  path: string;
  requirement: Requirement;
  mutates: boolean;
  summary: string;
  description?: string;
  tag: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  bodyFormat: BodyFormat;
  answers: Partial<Record<200 | 201 | 204, AnswerSpec>>;
  errors: ErrorSpec;
}

const declared = new WeakMap<Hono<AppEnv>, DeclaredRoute[]>();
const readOnly: MiddlewareHandler<AppEnv> = (_c, next) => next();

async function readBody(c: Context<AppEnv>, schema: Schema, format: BodyFormat) {
  if (format === "form") return parseWith(schema, await formBody(c));
  if (format === "optionalJson") return optionalJsonBody(c, schema);
  if (format === "image") return imageBody(c, schema);
  return jsonBody(c, schema);
}

export function defineRoute<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  A extends Endpoint["answers"],
>(app: Hono<AppEnv>, endpoint: Endpoint<P, Q, B, A>, handler: Handler<P, Q, B>): void {
  const { method, path, requirement } = endpoint;
  const mutates = mutatesData(endpoint);
  const bodyFormat = endpoint.bodyFormat ?? "json";
  const list = declared.get(app) ?? [];
  list.push({
    ...endpoint,
    endpoint,
    mutates,
    bodyFormat,
    errors: endpoint.errors ?? {},
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
        params: endpoint.params ? parseWith(endpoint.params, c.req.param()) : undefined,
        query: endpoint.query ? parseWith(endpoint.query, c.req.query()) : undefined,
        body: endpoint.body ? await readBody(c, endpoint.body, bodyFormat) : undefined,
      } as RouteInput<P, Q, B>;
      return handler(c, input);
    },
  );
}

/** Every route declared on `app` with defineRoute, in declaration order. */
export function declaredRoutes(app: Hono<AppEnv>): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}
