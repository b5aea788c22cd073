/**
 * Declares an /api route and its access requirement in one statement, so no route exists without
 * one, and keeps a list of what was declared per app (the rights test walks it). Each route runs:
 * rights check -> (a mutation: one write transaction with its Idempotency-Key, see
 * mutation.middleware.ts) -> handler. POST, PUT, PATCH and DELETE are mutations; a GET is one only
 * when declared so (the spec's card recycle is a GET that changes the card).
 */
import type { Handler, Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { mutation } from "./mutation.middleware";
import { authorize, type Requirement } from "./rights.middleware";

export type RouteMethod = "get" | "post" | "put" | "patch" | "delete";

export interface DeclaredRoute {
  method: RouteMethod;
  path: string;
  requirement: Requirement;
  mutates: boolean;
}

export interface RouteOptions {
  /** A GET that changes data (default: every method but GET). */
  mutates?: boolean;
}

const declared = new WeakMap<Hono<AppEnv>, DeclaredRoute[]>();
const readOnly: MiddlewareHandler<AppEnv> = (_c, next) => next();

export function defineRoute(
  app: Hono<AppEnv>,
  method: RouteMethod,
  path: string,
  requirement: Requirement,
  handler: Handler<AppEnv>,
  options: RouteOptions = {},
): void {
  if (!path.startsWith("/api/")) throw new Error(`defineRoute is for /api routes, not ${path}`);
  const mutates = options.mutates ?? method !== "get";
  const list = declared.get(app) ?? [];
  list.push({ method, path, requirement, mutates });
  declared.set(app, list);
  app.on(
    method.toUpperCase(),
    path,
    authorize(requirement),
    mutates ? mutation() : readOnly,
    handler,
  );
}

/** Every route declared on `app` with defineRoute, in declaration order. */
export function declaredRoutes(app: Hono<AppEnv>): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}
