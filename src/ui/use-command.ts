import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useCallback, useState } from "react";
import type { ErrorCode } from "@/contract/errors";
import { satisfies } from "@/contract/rights";
import { ApiError, NetworkError } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-messages";
import { isOnline } from "@/lib/api/reachability";
import type { AnyCommand, Command } from "@/lib/commands/command";
import type { OutboxError } from "@/lib/offline/db";
import { kickSync } from "@/lib/offline/offline";
import { awaitOutcome, enqueue, type Outcome } from "@/lib/offline/outbox";
import { authorOf } from "@/lib/session/claims";
import { sessionStore } from "@/lib/session/session";
import { useRights } from "@/lib/session/use-can";
import { notify } from "./notify";

/** How long a screen waits for the server's answer before it says "queued" (online only). */
export const ANSWER_WAIT_MS = 8000;

export const QUEUED = msg`Action enregistrée : elle sera envoyée dès le retour du réseau`;

// "Annuler" as undo, not as a dialog's cancel: "Undo" in English.
const UNDO = msg({ message: "Annuler", context: "undo" });

/**
 * The error an outbox entry was rejected with, as the message of the user's language: the
 * command's own words for it when it has some (`refusal`), the code's message otherwise.
 */
export function outboxErrorMessage(
  error: OutboxError,
  about?: { command: AnyCommand | undefined; payload: unknown },
) {
  // Status 0: the network, or the app itself (an expired command), never the server.
  const network = error.status === 0 && error.code !== "command_expired";
  return (
    (network ? undefined : about?.command?.refusal?.(about.payload, error.code)) ??
    errorMessage(network ? new NetworkError() : new ApiError(error.status, error.code as ErrorCode))
  );
}

/** Runs a command through the outbox and tells its outcome in a toast (see useCommand). */
export async function runCommand<P, R, E>(
  command: Command<P, R, E>,
  payload: P,
  i18n: I18n,
  { undoable = true }: { undoable?: boolean } = {},
): Promise<Outcome> {
  const session = sessionStore.get();
  if (!session) return { type: "rejected", error: { status: 401, code: "unauthorized" } };
  if (!satisfies(session.claims.role_rights, command.right))
    return { type: "rejected", error: { status: 403, code: "forbidden" } };
  const entry = await enqueue(command, payload, authorOf(session.claims));
  kickSync();
  const online = isOnline();
  const outcome = await awaitOutcome(entry.seq!, online ? ANSWER_WAIT_MS : 0);
  if (outcome.type === "accepted") {
    const success = i18n._(command.success(payload));
    const back = undoable ? command.undo?.(payload) : undefined;
    notify(
      "success",
      command.done ? i18n._(command.done(payload)) : success,
      command.done ? success : undefined,
      back && {
        label: i18n._(UNDO),
        // The way back is a command too: queued, sent once, and not itself undoable.
        run: () => void runCommand(back.command, back.payload, i18n, { undoable: false }),
      },
    );
  } else if (outcome.type === "queued")
    notify("info", i18n._(QUEUED), i18n._(command.describe(payload)));
  else
    notify(
      "error",
      i18n._(outboxErrorMessage(outcome.error, { command: command as AnyCommand, payload })),
      i18n._(command.failure(payload)),
    );
  return outcome;
}

/**
 * Runs a card or kiosk command from a screen: it goes into the outbox with its optimistic effect
 * (online or not), the sync engine is woken, and the screen waits a little for the server's
 * answer: the command's success toast (with "Annuler" when the command has an `undo`), its error
 * toast with the server's reason, or — offline or slow — "queued, will be sent when back online"
 * (the engine then tells the outcome).
 */
export function useCommand<P, R, E>(command: Command<P, R, E>) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  /** Whether this employee may run it (its `right`): the screen shows the action only then. */
  const allowed = useRights()(command.right);
  const run = useCallback(
    async (payload: P): Promise<Outcome> => {
      setPending(true);
      try {
        return await runCommand(command, payload, i18n);
      } finally {
        setPending(false);
      }
    },
    [command, i18n],
  );
  return { run, pending, allowed };
}
