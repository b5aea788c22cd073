/**
 * Password (and setup code) hashing with Node's scrypt. Stored form:
 * `scrypt$N$r$p$<salt base64url>$<hash base64url>`, so the cost can be raised later without
 * breaking existing hashes (see `needsRehash`).
 *
 * Cost: N=2^12, r=8, p=1 (4 MiB per hash). Measured on the 2-core reference machine: 6.8 ms
 * median, about 10 ms p95, against 28 ms for N=2^14 — the budget is a sign-in answered in well
 * under 20 ms. Raise SCRYPT_COST on faster hardware: old hashes are upgraded at the next sign-in.
 *
 * Every hash goes through one gate (hash-gate.ts): one per spare core at once, 32 waiting, more is
 * HashBusyError, so a flood of wrong passwords cannot take the CPU from card look-ups.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { HashGate } from "./hash-gate";

/**
 * One hash at a time per spare core (1 on the 2-core reference machine, at most 4), so a core
 * stays free for the event loop: measured by bench/signin-flood.ts, 2 at once on 2 cores let a
 * flood take card look-ups' p95 to 95-136 ms, 1 at once kept it near 33 ms.
 */
export const hashGate = new HashGate(Math.min(4, Math.max(1, availableParallelism() - 1)), 32);

interface Cost {
  N: number;
  r: number;
  p: number;
}

const SCRYPT_COST: Cost = { N: 2 ** 12, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(secret: string, salt: Buffer, { N, r, p }: Cost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) would refuse a future higher cost.
  const maxmem = 256 * N * r + 1024 * 1024;
  return hashGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(secret.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(secret, salt, SCRYPT_COST);
  const { N, r, p } = SCRYPT_COST;
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

interface ParsedHash extends Cost {
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return undefined;
  const params = [Number(n), Number(r), Number(p)] as const;
  if (!params.every((v) => Number.isInteger(v) && v > 0)) return undefined;
  return {
    N: params[0],
    r: params[1],
    p: params[2],
    salt: Buffer.from(salt, "base64url"),
    key: Buffer.from(key, "base64url"),
  };
}

// Stands in for a missing hash: the same scrypt work as a real check, and a key no input gives.
const DECOY: ParsedHash = {
  ...SCRYPT_COST,
  salt: randomBytes(SALT_LENGTH),
  key: randomBytes(KEY_LENGTH),
};

/**
 * True when `secret` matches `stored`. With `stored` null or malformed, still does the scrypt
 * work of a real check and answers false: timing does not tell whether an account exists.
 */
export async function verifySecret(
  secret: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parsed = stored ? parse(stored) : undefined;
  const key = await derive(secret, (parsed ?? DECOY).salt, parsed ?? DECOY);
  return (
    parsed !== undefined && key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
  );
}

/** True when `stored` was made with another cost than today's: rehash it after a good sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.N !== SCRYPT_COST.N ||
    parsed.r !== SCRYPT_COST.r ||
    parsed.p !== SCRYPT_COST.p
  );
}
