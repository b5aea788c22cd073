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
