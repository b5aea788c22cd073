/**
 * The modules of the screens' "new" forms (src/lib/screens.ts `create`), which the menu opens on
 * other pages (spec section 2), and which of them it offers. Only the signed-in shell imports this
 * module, so the sign-in page does not carry it.
 */
import type { ComponentType } from "react";
import { loadScreenMessages } from "@/lib/i18n/i18n";
import { lazyPart } from "@/ui/lazy-part";
import { hasRight } from "@/contract/rights";
import { SCREENS } from "@/lib/screens";
import { canOpen, findRoute } from "./route-access";
import type { AppRoute, RouteContext } from "./routes";

/** What the menu gives a screen's "new" form it opens on another page. */
export interface CreateModalProps {
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}

type CreateModal = ComponentType<CreateModalProps>;

/**
 * A screen's "new" form, loaded with the screens' messages when the menu first opens it (offline
 * before it came, it says so: src/ui/lazy-part.tsx).
 */
const createModal = (load: () => Promise<ComponentType<CreateModalProps>>): CreateModal =>
  lazyPart(() =>
    Promise.all([load(), loadScreenMessages()]).then(([component]) => ({ default: component })),
  );

/** By screen path: each screen that declares a "new" form has its module here (a test checks). */
export const CREATE_FORMS: Readonly<Record<string, CreateModal>> = {
  [SCREENS.cards.path]: createModal(() =>
    import("@/features/cards/card-form-modal").then((m) => m.CardFormModal),
  ),
  [SCREENS.customers.path]: createModal(() =>
    import("@/features/customers/customer-form-modal").then((m) => m.CustomerFormModal),
  ),
  [SCREENS.kiosks.path]: createModal(() =>
    import("@/features/kiosks/kiosk-form-modal").then((m) => m.KioskFormModal),
  ),
  [SCREENS.smartTouch.path]: createModal(() =>
    import("@/features/devices/smart-touch-form").then((m) => m.SmartTouchFormModal),
  ),
  [SCREENS.games.path]: createModal(() =>
    import("@/features/games/game-form").then((m) => m.GameFormModal),
  ),
  [SCREENS.employees.path]: createModal(() =>
    import("@/features/employees/employee-form").then((m) => m.EmployeeFormModal),
  ),
  [SCREENS.planning.path]: createModal(() =>
    import("@/features/planning/period-form").then((m) => m.PeriodCreateModal),
  ),
};

/**
 * The "new" forms the menu offers on the page at `location`: those of screens the user may open
 * and whose create right they hold, except the one of the page shown, whatever its tab (it has
 * its own button).
 */
export function visibleCreates(
  routes: readonly AppRoute[],
  rights: readonly string[],
  context: RouteContext,
  location: string,
): AppRoute[] {
  const shown = findRoute(routes, location)?.page;
  return routes.filter(
    (r) =>
      r.create &&
      canOpen(r, rights, context) &&
      hasRight(rights, r.create.right) &&
      r.page !== shown,
  );
}
