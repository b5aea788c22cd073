/** The local path to return to after sign-in; anything else (absolute URL, "//host") goes home. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/login"))
    return "/";
  return value;
}

/** The login path that brings the user back to `path` (with its query) once signed in. */
export function loginPathFor(path: string): string {
  return path === "/" || path === "" ? "/login" : `/login?redirectFrom=${encodeURIComponent(path)}`;
}
