import { Notifications } from "@mantine/notifications";
import { TOAST_MS } from "@/ui/notify";

/**
 * Toasts last 3 s (src/ui/notify.tsx) and open at the bottom right: at the top right (spec section
 * 2) they covered what staff look at right after an action, the card's state and its action bar
 * or the roles screen's sticky save bar. Nothing of the app is fixed at the bottom of a page.
 * Loaded after the first screen (see providers.tsx); its styles are in the first sheet
 * (first-screen.css), so that it needs no file of its own.
 */
export default function ToastContainer() {
  return <Notifications position="bottom-right" autoClose={TOAST_MS} limit={5} />;
}
