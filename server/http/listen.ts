/**
 * The Node HTTP server around the app (@hono/node-server), with timeouts so a slow or stalled
 * client cannot hold a connection and its memory for ever: the whole request within
 * `requestMs`, its headers within `headersMs` (else 408 and the connection is closed), an idle
 * kept-alive connection closed after `keepAliveMs`. Node checks these every second here
 * (connectionsCheckingInterval; its default of 30 s would let a stalled client stay that long).
 */
import type { AddressInfo } from "node:net";
import type { ServerOptions } from "node:http";
import { serve, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";
import type { ServerConfig } from "../config";
import type { AppEnv } from "./app-env";

export function nodeServerOptions(timeouts: ServerConfig["timeouts"]): ServerOptions {
  return {
    requestTimeout: timeouts.requestMs,
    headersTimeout: timeouts.headersMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
  };
}

export function listen(
  app: Hono<AppEnv>,
  config: Pick<ServerConfig, "port" | "host" | "timeouts">,
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const options = {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: nodeServerOptions(config.timeouts),
    // A body left unread (a 413) is drained by Node and body-limit.ts, not reset after 500 ms.
    autoCleanupIncoming: false,
  };
  return serve(options, onListening);
}
