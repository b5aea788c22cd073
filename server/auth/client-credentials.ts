import { createHash, timingSafeEqual } from "node:crypto";

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * The OAuth client of a token request: HTTP Basic (RFC 6749 section 2.3.1, id and secret
 * form-urlencoded before base64) or, failing that, client_id / client_secret in the body.
 */
export function readClientCredentials(
  authorization: string | undefined,
  form: Record<string, string>,
): ClientCredentials | undefined {
  const basic = /^Basic\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0) return undefined;
    try {
      return {
        clientId: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, " ")),
        clientSecret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, " ")),
      };
    } catch {
      return undefined;
    }
  }
  if (form.client_id === undefined) return undefined;
  return { clientId: form.client_id, clientSecret: form.client_secret ?? "" };
}

// Digests first, so the comparison takes the same time whatever the lengths.
const digest = (value: string) => createHash("sha256").update(value).digest();

export function clientMatches(
  given: ClientCredentials | undefined,
  expected: ClientCredentials,
): boolean {
  if (!given) return false;
  const id = timingSafeEqual(digest(given.clientId), digest(expected.clientId));
  const secret = timingSafeEqual(digest(given.clientSecret), digest(expected.clientSecret));
  return id && secret;
}
