import type { Right } from "@/contract/rights";

let serial = 0;

/** An unsigned JWT with the claims the PWA reads; each call gives a distinct token. */
export function fakeAccessToken(
  overrides: {
    rights?: Right[] | string[];
    name?: string;
    email?: string;
    expInSeconds?: number;
    roleId?: number;
  } = {},
): string {
  serial += 1;
  const payload = {
    sub: "1",
    jti: String(serial),
    exp: Math.floor(Date.now() / 1000) + (overrides.expInSeconds ?? 900) + serial,
    email: overrides.email ?? "camille.martin@parc-demo.fr",
    name: overrides.name ?? "Camille Martin",
    role: "Administrateur",
    role_id: overrides.roleId ?? 3,
    role_rank: 10,
    role_rights: overrides.rights ?? ["CARD_READ"],
  };
  // JWTs are base64url of UTF-8 JSON: names with accents must survive the round trip.
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`;
}
