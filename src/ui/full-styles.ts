import { loadOnce } from "@/lib/load-once";

/**
 * The app's whole Mantine stylesheet (src/ui/full-styles.css: every component it uses), asked
 * for once. The signed-in shell asks for it as soon as it has been painted; every screen but the
 * home and a card (styled by the first sheets, src/app/shell-first.css), and every part loaded
 * later (dialogs, menus, panels: src/ui/lazy-part.tsx), waits for it before it shows, so that
 * nothing ever shows unstyled.
 */
export const loadFullStyles = loadOnce(() => import("./full-styles.css"));
