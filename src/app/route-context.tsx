import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import type { SiteCategory } from "@/contract/site";
import { useSession } from "@/lib/session/session";
import { whenIdle } from "@/ui/use-idle-preload";
import type { RouteContext } from "./route-table";

const Context = createContext<RouteContext>({});

/** Loads what routes may depend on beyond rights (the site category) once signed in. */
export function RouteContextProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const signedIn = session !== null;
  const [siteCategory, setSiteCategory] = useState<SiteCategory>();
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    // Loaded once the first screen has shown: the endpoint's schema brings zod's parser, which
    // the shell does not need. The menu it changes renders again in slices (a transition).
    const cancel = whenIdle(
      () =>
        void import("@/lib/site-category")
          .then((m) => m.loadSiteCategory())
          .then(
            (value) => live && startTransition(() => setSiteCategory(value)),
            () => undefined, // Offline or refused: routes that need it stay hidden until it loads.
          ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [signedIn]);
  // The same object while it holds the same: the menu's lists are kept by it (app-shell.tsx).
  const value = useMemo(() => ({ siteCategory }), [siteCategory]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useRouteContext(): RouteContext {
  return useContext(Context);
}
