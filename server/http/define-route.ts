/**
 * Declares an /api route and its access requirement in one statement, so no route exists without
 * one, and keeps a list of what was declared per app (the rights test walks it). Each route runs:
 * rights check -> idempotency (mutations with an Idempotency-Key) -> handler.
 */
import type { Handler, Hono } from "hono";
import type { AppEnv } from "./app-env";
import { idempotency } from "./idempotency.middleware";
import { authorize, type Requirement } from "./rights.middleware";

export type RouteMethod = "get" | "post" | "put" | "patch" | "delete";

export interface DeclaredRoute {
  method: RouteMethod;
  path: string;
  requirement: Requirement;
}

const declared = new WeakMap<Hono<AppEnv>, DeclaredRoute[]>();

export function defineRoute(
  app: Hono<AppEnv>,
  method: RouteMethod,
  path: string,
  requirement: Requirement,
  handler: Handler<AppEnv>,
): void {
  if (!path.startsWith("/api/")) throw new Error(`defineRoute is for /api routes, not ${path}`);
  const list = declared.get(app) ?? [];
  list.push({ method, path, requirement });
  declared.set(app, list);
  app.on(method.toUpperCase(), path, authorize(requirement), idempotency(), handler);
}

/** Every route declared on `app` with defineRoute, in declaration order. */
export function declaredRoutes(app: Hono<AppEnv>): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}
