/**
 * The paths of the screens a signed-out person opens, apart from the others (paths.ts spreads
 * them in PATTERNS and paths), so the sign-in page does not carry every screen's path.
 */
export const PUBLIC_PATTERNS = {
  home: "/",
  login: "/login",
  /** Choosing one's password with a manager's code (spec: "first-login / create-password"). */
  firstLogin: "/first-login",
} as const;
