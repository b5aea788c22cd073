import { inTurns } from "@/lib/next-task";
import type * as CardPage from "./card-details.page";

let loading: Promise<typeof CardPage> | undefined;

/**
 * The card's page, its code evaluated in three tasks rather than one: the offline database
 * (Dexie), then the cards' contract (its zod schemas), then the page. Evaluated at once, the
 * three took one task of 25 to 35 ms, four times that on a tablet: a tap or a scan made then
 * waited for it. Each is its own chunk (scripts/chunk-groups.ts, "card-data", "card-contract"):
 * on a card opened by a link or a scan, index.html's first script fetches the three together
 * (first-screen-plugin.ts); from another screen, the outbox has loaded them once that screen
 * showed (its card commands are the card's: src/app/offline-wiring.ts). Either way the turns
 * wait for no file. The route (src/app/routes.ts), the start (src/main.tsx) and the scanner
 * (scanned-card.ts) load the page through here.
 */
export function loadCardPage(): Promise<typeof CardPage> {
  loading ??= inTurns<unknown>([
    () => import("@/lib/offline/db"),
    () => import("@/contract/cards.endpoints"),
    () => import("./card-details.page"),
  ]).then((modules) => modules[2] as typeof CardPage);
  // A failed load (offline before the code came) is asked again next time.
  loading.catch(() => (loading = undefined));
  return loading;
}
