import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { APP_TITLE, type AppRoute } from "./route-table";

/** The document title follows the route and falls back to 'BackOffice' (spec section 2). */
export function usePageTitle(route: AppRoute | undefined): void {
  const { i18n } = useLingui();
  const title = route ? i18n._(route.title) : "";
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
