import { readClaims, type Claims } from "@/contract/token";

/** Reads the claims of a JWT access token (no signature check: the API checks it, not the PWA). */
export function decodeClaims(accessToken: string): Claims | undefined {
  const payload = accessToken.split(".")[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return readClaims(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return undefined;
  }
}

/** Initials for the user menu: "Camille Martin" -> "CM". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

export interface Author {
  /** The employee's e-mail: their outbox entries are sent only with their session. */
  employee: string;
  employeeName: string;
}

/**
 * Who is signed in, as the tablet's offline data knows them: the e-mail is the key (outbox
 * entries' author, cached data's owner: src/lib/offline/db.ts).
 */
export function authorOf(claims: { email: string; name: string }): Author {
  return { employee: claims.email.trim().toLowerCase(), employeeName: claims.name };
}
