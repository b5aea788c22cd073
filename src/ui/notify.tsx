/**
 * Toasts of the whole app (spec section 2): bottom right (see src/app/toast-container.tsx), 3 s,
 * a close button, never the same message twice at once (the message is the notification's id, and Mantine ignores a known id).
 */
import { Button, Group, Text } from "@mantine/core";
import { loadOnce } from "@/lib/load-once";

// Mantine's toasts (their store, with the container, src/app/toast-container.tsx) come after the
// first screen: no screen toasts before it is shown. Asked again after a failure.
const toasts = loadOnce(() => import("@mantine/notifications").then((m) => m.notifications));

type Kind = "success" | "error" | "info";

const COLORS: Record<Kind, string> = { success: "teal", error: "red", info: "blue" };

export const TOAST_MS = 3000;

/** A toast that offers to undo stays long enough to read it and reach the button. */
export const UNDO_MS = 8000;

/** A button on the toast ("Annuler"): tapping it closes the toast and runs `run`. */
export interface ToastAction {
  label: string;
  run: () => void;
}

/** `stay`: the toast waits until closed or acted on (a refused action must not go unseen). */
export function notify(
  kind: Kind,
  message: string,
  title?: string,
  action?: ToastAction,
  { stay = false }: { stay?: boolean } = {},
): void {
  const id = `${kind}:${title ?? ""}:${message}`;
  void toasts().then(
    (notifications) => show(notifications, id, kind, message, title, action, stay),
    (error: unknown) => console.warn("A toast could not be shown", message, error),
  );
}

function show(
  notifications: Awaited<ReturnType<typeof toasts>>,
  id: string,
  kind: Kind,
  message: string,
  title: string | undefined,
  action: ToastAction | undefined,
  stay: boolean,
) {
  notifications.show({
    id,
    color: COLORS[kind],
    title,
    message: action ? (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" style={{ flex: 1 }}>
          {message}
        </Text>
        <Button
          variant="light"
          size="md"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            action.run();
          }}
        >
          {action.label}
        </Button>
      </Group>
    ) : (
      message
    ),
    withCloseButton: true,
    autoClose: stay ? false : action ? UNDO_MS : TOAST_MS,
  });
}
