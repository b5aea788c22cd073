import "@mantine/core/styles/Notification.layer.css";
import "@mantine/notifications/styles.layer.css";
import { Notifications } from "@mantine/notifications";
import { TOAST_MS } from "@/ui/notify";

/** Spec section 2: toasts top right, 3 s. Loaded after the first screen (see providers.tsx). */
export default function ToastContainer() {
  return <Notifications position="top-right" autoClose={TOAST_MS} limit={5} />;
}
