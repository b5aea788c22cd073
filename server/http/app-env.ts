import type { DeviceKind } from "../../src/contract/devices";
import type { Claims } from "../../src/contract/token";
import type { ServerConfig } from "../config";
import type { Db } from "../db/database";

/** What the app needs from outside: built by main.ts, or by the test helper on a fresh database. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  /** HS256 key of the access tokens. */
  jwtKey: Uint8Array;
  /** What the server knows of its storage at start (prepare.ts): GET /api/health says it. */
  storage?: {
    readOnly: boolean;
    file: string | undefined;
    /** Set when a query found the file damaged (app.ts). */
    damaged?: boolean;
  };
  /** Only with TEST_HOOKS on (see test-hooks.route.ts): faults the tests arm, e.g. lost answers. */
  testHooks?: TestHooks;
}

/** Faults armed through /api/test/* when TEST_HOOKS is on; never present otherwise. */
export interface TestHooks {
  /** The next N first answers of keyed mutations are stored, then replaced by a 503. */
  loseNextAnswers: number;
  /** Milliseconds a keyed mutation's answer waits after its commit (the crash test's window). */
  answerDelayMs: number;
}

/** The signed-in caller, set by the rights middleware on every non-public route. */
export interface AuthContext {
  employeeId: number;
  claims: Claims;
  /** The refresh family (sign-in) of the caller's token: a password change keeps it alive. */
  sessionId?: string;
}

/** The device that sent a request of requirement "device" (server/devices/device-keys.ts). */
export interface DeviceCaller {
  kind: DeviceKind;
  serialNumber: string;
}

export interface AppEnv {
  Variables: { deps: AppDeps; auth: AuthContext | undefined; device: DeviceCaller | undefined };
}
