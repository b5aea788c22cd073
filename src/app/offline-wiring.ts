/**
 * The offline side of a signed-in tab (loaded lazily by the app shell: Dexie stays off the login
 * page): the sync runner with every command module loaded, and the toasts of outcomes the sync
 * engine announces (src/ui/offline/announce-outcome.ts) — shown by whichever tab the user is
 * looking at, not only by the sender.
 */
import type { OutboxEntry } from "@/lib/offline/db";
import { inTurns } from "@/lib/next-task";
import { startOffline } from "@/lib/offline/offline";
import type { Settlement } from "@/lib/offline/sync-engine";
import { announceOutcome, type Announcement } from "@/ui/offline/announce-outcome";

const ANNOUNCE_CHANNEL = "backoffice-outbox-outcomes";

/**
 * Every command module, by the one naming rule `src/features/<area>/<name>-commands.ts`: all are
 * loaded before the outbox is read, so an entry stored before a reload finds its command again
 * (offline-wiring.test.ts fails on a command declared anywhere else).
 */
export const COMMAND_MODULES = import.meta.glob("/src/features/*/*-commands.ts");

function show(announcement: Announcement) {
  if (document.visibilityState === "visible") announceOutcome(announcement);
}

let started = false;

export function startOfflineWiring(): void {
  if (started) return;
  started = true;
  const channel =
    typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(ANNOUNCE_CHANNEL) : undefined;
  channel?.addEventListener("message", (event: MessageEvent<Announcement>) => show(event.data));
  startOffline({
    // One module a task (src/lib/next-task.ts): each brings its contract's schemas.
    loadCommands: () => inTurns(Object.values(COMMAND_MODULES)),
    onSettled: (entry: OutboxEntry, settlement: Settlement) => {
      const announcement = { id: entry.id, name: entry.name, payload: entry.payload, settlement };
      show(announcement);
      channel?.postMessage(announcement);
    },
  });
}
