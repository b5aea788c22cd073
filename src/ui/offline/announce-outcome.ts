/**
 * What the sync engine tells the person of an action it settled once its screen had stopped
 * waiting (queued offline or slow, see src/ui/use-command.ts; wired in src/app/offline-wiring.ts):
 * the command's success toast, or, once per refusal (the engine settles an entry once), a toast
 * that stays until closed, naming what was refused and why, with "Corriger": the refused action's
 * form, filled, on its screen (Command.correct, see use-correction.ts), or else the
 * pending-actions panel opened at it (retry or discard there).
 */
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { navigate as browserNavigate } from "wouter/use-browser-location";
import { findCommand } from "@/lib/commands/command";
import type { Settlement } from "@/lib/offline/sync-engine";
import { notify } from "../notify";
import { outboxErrorMessage } from "../use-command";
import { correctionPath } from "./use-correction";
import { openPendingPanel } from "./pending-panel-request";

export interface Announcement {
  /** The outbox entry's id (its Idempotency-Key). */
  id: string;
  name: string;
  payload: unknown;
  settlement: Settlement;
}

const FIX = msg`Corriger`;

export function announceOutcome(
  { id, name, payload, settlement }: Announcement,
  navigate: (path: string) => void = browserNavigate,
): void {
  const command = findCommand(name);
  if (!command) return;
  const what = i18n._(command.describe(payload));
  if (settlement.type === "accepted") {
    notify("success", i18n._(command.success(payload)), what);
    return;
  }
  const reason = i18n._(outboxErrorMessage(settlement.error, { command, payload }));
  const form = settlement.error.code === "command_expired" ? undefined : command.correct?.(payload);
  notify(
    "error",
    i18n._(msg`${reason}. Rien n'a été changé.`),
    i18n._(msg`Action refusée : ${what}`),
    {
      label: i18n._(FIX),
      run: () => (form ? navigate(correctionPath(form, { id })) : openPendingPanel(id)),
    },
    { stay: true },
  );
}
