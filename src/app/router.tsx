import { Redirect, Route, Switch } from "wouter";
import { useLingui } from "@lingui/react";
import { useSession } from "@/lib/session/session";
import { ShortcutsContext, type Shortcut } from "@/ui/navigation-context";
import { AppShellLayout } from "./app-shell";
import { Guard } from "./guard";
import { visibleShortcuts } from "./route-access";
import { useRouteContext } from "./route-context";
import { ROUTES } from "./routes";

/** Every route of the table; public screens stand alone, the others sit in the app shell. */
export function AppRouter() {
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          {route.access === "public" ? (
            <Guard route={route} />
          ) : (
            <SignedInFrame>
              <Guard route={route} />
            </SignedInFrame>
          )}
        </Route>
      ))}
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}

function SignedInFrame({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const context = useRouteContext();
  useLingui();
  if (!session) return <>{children}</>;
  const shortcuts: Shortcut[] = visibleShortcuts(ROUTES, session.claims.role_rights, context).flatMap((r) =>
    r.shortcut ? [{ path: r.path, ...r.shortcut }] : [],
  );
  return (
    <ShortcutsContext.Provider value={shortcuts}>
      <AppShellLayout>{children}</AppShellLayout>
    </ShortcutsContext.Provider>
  );
}
