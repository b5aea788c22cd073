/**
 * Each kiosk and smart touch has its own key (src/contract/devices.ts, DEVICE_KEY_HEADER):
 * 32 random bytes, shown once when issued (kiosksApi.issueKey, smartTouchApi.issueKey), kept
 * only as its SHA-256 (a random key needs no slow hash; the digest is looked up by its unique
 * index, so no comparison leaks it). A key names its device: a ping is accepted for that
 * device's serial only (device-health.route.ts).
 * Wrong keys are throttled per address: past FREE_FAILURES in WINDOW_MS, each further try waits
 * a growing delay (sign-in-limiter.ts's delayAfter), answered 429 too_many_attempts with
 * Retry-After before the key is even looked up.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { DEVICE_KEY_HEADER, type DeviceKind } from "../../src/contract/devices";
import { clientAddress } from "../auth/client-address";
import { delayAfter } from "../auth/sign-in-limiter";
import type { Db } from "../db/database";
import { kiosks, smartTouches } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv, DeviceCaller } from "../http/app-env";

export const FREE_FAILURES = 10;
export const WINDOW_MS = 10 * 60 * 1000;
const MAX_ADDRESSES = 100_000;

export function hashDeviceKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/** A new key (`dk_` + 43 characters) and what is stored of it. */
export function newDeviceKey(): { key: string; keyHash: string } {
  const key = `dk_${randomBytes(32).toString("base64url")}`;
  return { key, keyHash: hashDeviceKey(key) };
}

/** The device a key belongs to, or undefined. */
export async function deviceOfKey(db: Db, key: string): Promise<DeviceCaller | undefined> {
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) return undefined;
  const keyHash = hashDeviceKey(key);
  const [kiosk] = await db
    .select({ serialNumber: kiosks.serialNumber })
    .from(kiosks)
    .where(eq(kiosks.keyHash, keyHash));
  if (kiosk) return { kind: "kiosk", serialNumber: kiosk.serialNumber };
  const [device] = await db
    .select({ serialNumber: smartTouches.serialNumber })
    .from(smartTouches)
    .where(eq(smartTouches.keyHash, keyHash));
  return device && { kind: "smarttouch" satisfies DeviceKind, serialNumber: device.serialNumber };
}

interface Failures {
  count: number;
  nextAt: number;
  lastAt: number;
}
const failuresByConfig = new WeakMap<object, Map<string, Failures>>();

function failuresOf(c: Context<AppEnv>): Map<string, Failures> {
  const config = c.get("deps").config;
  let map = failuresByConfig.get(config);
  if (!map) {
    map = new Map<string, Failures>();
    failuresByConfig.set(config, map);
  }
  return map;
}

/**
 * The device that sent the request (its key in DEVICE_KEY_HEADER), or 401 unauthorized; 429
 * too_many_attempts while the caller's address has failed too often.
 */
export async function authenticateDevice(c: Context<AppEnv>): Promise<DeviceCaller> {
  const address = clientAddress(c);
  const failures = failuresOf(c);
  const now = Date.now();
  let known = failures.get(address);
  if (known && now - known.lastAt >= WINDOW_MS) known = undefined;
  if (known && known.nextAt > now) {
    c.header("Retry-After", String(Math.max(1, Math.ceil((known.nextAt - now) / 1000))));
    throw new ApiError(429, "too_many_attempts");
  }
  const device = await deviceOfKey(c.get("deps").db, c.req.header(DEVICE_KEY_HEADER) ?? "");
  if (device) return device;
  const count = (known?.count ?? 0) + 1;
  if (failures.size >= MAX_ADDRESSES) failures.clear();
  failures.set(address, { count, lastAt: now, nextAt: now + delayAfter(count, FREE_FAILURES) });
  throw new ApiError(401, "unauthorized");
}
