/**
 * A tablet that signed in to an account gets a proof of it in the token answer (`device_proof`),
 * which the PWA keeps for that e-mail and sends with its next password grants: the sign-in limits
 * then count that tablet's attempts on their own (sign-in-limiter.ts). The proof is
 * `<device id>.<HMAC of the account and the device id>` with the tokens' key: only this server
 * makes them, and one is worth nothing for another account.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const mac = (key: Uint8Array, account: string, device: string) =>
  createHmac("sha256", key)
    .update(`device-proof\n${account.trim().toLowerCase()}\n${device}`)
    .digest("base64url");

export function makeDeviceProof(key: Uint8Array, account: string, device?: string): string {
  const id = device ?? randomBytes(12).toString("base64url");
  return `${id}.${mac(key, account, id)}`;
}

/** The device id of a valid proof for `account`, or undefined. */
export function readDeviceProof(
  key: Uint8Array,
  account: string,
  proof: string | undefined,
): string | undefined {
  if (!proof || proof.length > 200) return undefined;
  const [id, given] = proof.split(".");
  if (!id || !given || !/^[\w-]{8,40}$/.test(id)) return undefined;
  const expected = Buffer.from(mac(key, account, id));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received)
    ? id
    : undefined;
}
