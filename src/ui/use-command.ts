import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback, useState } from "react";
import type { ErrorCode } from "@/contract/errors";
import { hasRight } from "@/contract/rights";
import { ApiError, NetworkError } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-messages";
import { isOnline } from "@/lib/api/reachability";
import type { Command } from "@/lib/commands/command";
import type { OutboxError } from "@/lib/offline/db";
import { kickSync } from "@/lib/offline/offline";
import { authorOf, awaitOutcome, enqueue, type Outcome } from "@/lib/offline/outbox";
import { sessionStore } from "@/lib/session/session";
import { useCan } from "@/lib/session/use-can";
import { notify } from "./notify";

/** How long a screen waits for the server's answer before it says "queued" (online only). */
export const ANSWER_WAIT_MS = 8000;

export const QUEUED = msg`Action enregistrée : elle sera envoyée dès le retour du réseau`;

/** The error an outbox entry was rejected with, as the message of the user's language. */
export function outboxErrorMessage(error: OutboxError) {
  return errorMessage(
    error.status === 0 ? new NetworkError() : new ApiError(error.status, error.code as ErrorCode),
  );
}

/**
 * Runs a card or kiosk command from a screen: it goes into the outbox with its optimistic effect
 * (online or not), the sync engine is woken, and the screen waits a little for the server's
 * answer: the command's success toast, its error toast with the server's reason, or — offline or
 * slow — "queued, will be sent when back online" (the engine then tells the outcome).
 */
export function useCommand<P, R, E>(command: Command<P, R, E>) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  /** Whether this employee may run it (its `right`): the screen shows the action only then. */
  const allowed = useCan(command.right);
  const run = useCallback(
    async (payload: P): Promise<Outcome> => {
      const session = sessionStore.get();
      if (!session) return { type: "rejected", error: { status: 401, code: "unauthorized" } };
      if (!hasRight(session.claims.role_rights, command.right))
        return { type: "rejected", error: { status: 403, code: "forbidden" } };
      setPending(true);
      try {
        const entry = await enqueue(command, payload, authorOf(session.claims));
        kickSync();
        const online = isOnline();
        const outcome = await awaitOutcome(entry.seq!, online ? ANSWER_WAIT_MS : 0);
        if (outcome.type === "accepted") notify("success", i18n._(command.success(payload)));
        else if (outcome.type === "queued")
          notify("info", i18n._(QUEUED), i18n._(command.describe(payload)));
        else
          notify(
            "error",
            i18n._(outboxErrorMessage(outcome.error)),
            i18n._(command.failure(payload)),
          );
        return outcome;
      } finally {
        setPending(false);
      }
    },
    [command, i18n],
  );
  return { run, pending, allowed };
}
