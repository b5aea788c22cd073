import { useLingui } from "@lingui/react/macro";
import { Suspense, useEffect, useRef } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { loginPathFor } from "@/lib/session/redirect";
import { useSession } from "@/lib/session/session";
import { PageLoader } from "@/ui/page-loader";
import { canOpen } from "./can-open";
import type { AppRoute } from "./route-table";
import { useRouteContext } from "./route-context";
import { usePageTitle } from "./use-page-title";
import { PUBLIC_PATTERNS as paths } from "@/lib/public-paths";

/**
 * Spec section 2: a signed-out user goes to login with the path kept in redirectFrom; a user
 * without the route's right goes to its fallback (or home) with the 'Access Restricted' toast.
 */
export function Guard({ route }: { route: AppRoute }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const context = useRouteContext();
  usePageTitle(route);

  if (route.access !== "public" && !session) {
    return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
  }
  if (session && !canOpen(route, session.claims.role_rights, context)) {
    return <AccessRestricted to={route.fallback ?? paths.home} />;
  }
  const Page = route.page;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

function AccessRestricted({ to }: { to: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const shown = useRef(false);
  useEffect(() => {
    // The toasts' code stays out of the first screen's: loaded when one is shown.
    if (!shown.current)
      void import("@/ui/notify").then(({ notify }) =>
        notify("error", t`Vous n'avez pas accès à cette page`, t`Accès restreint`),
      );
    shown.current = true;
    navigate(to, { replace: true });
  }, [navigate, t, to]);
  return null;
}
