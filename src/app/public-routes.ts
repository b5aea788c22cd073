/**
 * The screens a signed-out person opens (access "public"): the sign-in page's router reads only
 * these (router.tsx); the route table (routes.ts) lists them with the others.
 */
import { PUBLIC_SCREENS as SCREENS } from "@/lib/public-screens";
import { page, type AppRoute } from "./route-table";

export const PUBLIC_ROUTES: AppRoute[] = [
  { ...SCREENS.login, page: page(() => import("@/features/auth/login.page")) },
  { ...SCREENS.firstLogin, page: page(() => import("@/features/auth/first-login.page")) },
];
