import type { Claims } from "../../src/contract/token";
import type { ServerConfig } from "../config";
import type { Db } from "../db/database";

/** What the app needs from outside: built by main.ts, or by the test helper on a fresh database. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  /** HS256 key of the access tokens. */
  jwtKey: Uint8Array;
}

/** The signed-in caller, set by the rights middleware on every non-public route. */
export interface AuthContext {
  employeeId: number;
  claims: Claims;
}

export interface AppEnv {
  Variables: { deps: AppDeps; auth: AuthContext | undefined };
}
