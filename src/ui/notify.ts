/**
 * Toasts of the whole app (spec section 2): top right, 3 s, a close button, never the same
 * message twice at once (the message is the notification's id, and Mantine ignores a known id).
 */
import { notifications } from "@mantine/notifications";

type Kind = "success" | "error" | "info";

const COLORS: Record<Kind, string> = { success: "teal", error: "red", info: "blue" };

export const TOAST_MS = 3000;

export function notify(kind: Kind, message: string, title?: string): void {
  notifications.show({
    id: `${kind}:${title ?? ""}:${message}`,
    color: COLORS[kind],
    title,
    message,
    withCloseButton: true,
    autoClose: TOAST_MS,
  });
}
