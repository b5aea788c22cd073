import { PUBLIC_PATTERNS as PATTERNS } from "../public-paths";

/** The local path to return to after sign-in; anything else (absolute URL, "//host") goes home. */
export function safeRedirect(value: string | null | undefined): string {
  if (
    !value ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith(PATTERNS.login)
  )
    return PATTERNS.home;
  return value;
}

/** The login path that brings the user back to `path` (with its query) once signed in. */
export function loginPathFor(path: string): string {
  return path === PATTERNS.home || path === ""
    ? PATTERNS.login
    : `${PATTERNS.login}?redirectFrom=${encodeURIComponent(path)}`;
}
