/**
 * The router of a signed-in person: every route of the table (routes.ts); public screens stand
 * alone, the others sit in the app shell. Loaded with the first signed-in screen (router.tsx), so
 * the sign-in page carries neither the table nor the shell.
 */
import { Suspense } from "react";
import { parse } from "regexparam";
import { matchRoute, Route, Switch } from "wouter";
import { useSession } from "@/lib/session/session";
import { ShortcutsContext, type Shortcut } from "@/ui/navigation-context";
import { PageLoader } from "@/ui/page-loader";
import { Guard } from "./guard";
import { loadable } from "./loadable";
import { NotFound } from "./not-found";
import { visibleShortcuts } from "./route-access";
import { useRouteContext } from "./route-context";
import { ROUTES, type AppRoute } from "./routes";

// The shell (menu, drawer, user menu): it loads beside the first signed-in screen.
const AppShellLayout = loadable<{ children: React.ReactNode }>(() =>
  import("./app-shell").then((m) => ({ default: m.AppShellLayout })),
);

const routeAt = (path: string) => ROUTES.find((r) => matchRoute(parse, r.path, path)[0]);

/** The code of the screen at `path` and of the shell around it (src/main.tsx, before rendering). */
export function preloadScreen(path: string): Promise<unknown> {
  return Promise.all([AppShellLayout.preload(), routeAt(path)?.page.preload()]);
}

/** How long the first render waits for its screen's data, at most: then it shows it loading. */
export const FIRST_DATA_WAIT_MS = 1000;

/**
 * The first data of the screen at `path` (its page's `prefetch`: a card), asked for once the
 * session has started, beside the screen's code: src/main.tsx's first render waits for it
 * (`FIRST_DATA_WAIT_MS` at most), so that the screen shows whole rather than its skeleton first.
 */
export function prefetchScreen(path: string): Promise<unknown> {
  const route = routeAt(path);
  if (!route) return Promise.resolve();
  const params = matchRoute(parse, route.path, path)[1] ?? {};
  const data = route.page.preload().then((module) => module.prefetch?.(params));
  return Promise.race([
    data.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);
}

export default function SignedInRouter() {
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          {route.access === "public" ? (
            <Guard route={route} />
          ) : (
            <SignedInFrame route={route}>
              <Guard route={route} />
            </SignedInFrame>
          )}
        </Route>
      ))}
      <Route>
        <SignedInFrame>
          <NotFound />
        </SignedInFrame>
      </Route>
    </Switch>
  );
}

function SignedInFrame({ route, children }: { route?: AppRoute; children: React.ReactNode }) {
  const session = useSession();
  const context = useRouteContext();
  if (!session) return <>{children}</>;
  // The screen's code is fetched now, beside the shell's, not once the shell has rendered: on a
  // first visit (nothing cached) the screen shows about a second sooner. Idempotent (route-table.ts).
  if (route) void route.page.preload().catch(() => undefined);
  const shortcuts: Shortcut[] = visibleShortcuts(
    ROUTES,
    session.claims.role_rights,
    context,
  ).flatMap((r) => (r.shortcut ? [{ path: r.path, ...r.shortcut }] : []));
  return (
    <ShortcutsContext.Provider value={shortcuts}>
      <Suspense fallback={<PageLoader />}>
        <AppShellLayout>{children}</AppShellLayout>
      </Suspense>
    </ShortcutsContext.Provider>
  );
}
