/**
 * The app's router. Signed out, only the public screens exist (public-routes.ts): any other path
 * leads to the sign-in page with the path kept in redirectFrom (spec section 2), and the route
 * table stays out of the sign-in page's code. Signed in, the whole table
 * (signed-in-router.tsx, loaded then).
 */
import { Suspense } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { loginPathFor } from "@/lib/session/redirect";
import { useSession } from "@/lib/session/session";
import { PageLoader } from "@/ui/page-loader";
import { Guard } from "./guard";
import { loadable } from "./loadable";
import { PUBLIC_ROUTES } from "./public-routes";

/** The signed-in table and shell: src/main.tsx preloads it, with the first screen's page. */
export const SignedInRouter = loadable(() => import("./signed-in-router"));

export function AppRouter() {
  const session = useSession();
  if (session)
    return (
      <Suspense fallback={<PageLoader />}>
        <SignedInRouter />
      </Suspense>
    );
  return (
    <Switch>
      {PUBLIC_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <Guard route={route} />
        </Route>
      ))}
      <Route>
        <ToSignIn />
      </Route>
    </Switch>
  );
}

/** A screen that needs a session, signed out: the sign-in page, then back to it. */
function ToSignIn() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
}
