/**
 * Card and kiosk actions are commands: one declaration each (name, right, payload schema, API
 * call, optimistic effect, messages), all sent through `sendCommand`. Every send carries an
 * Idempotency-Key made once per command, so a retry after a lost answer has no second effect;
 * the offline outbox (issue 4) will queue commands here without any screen changing.
 */
import type { MessageDescriptor } from "@lingui/core";
import type { Right } from "@/contract/rights";

export interface SendContext {
  /** Send as the `Idempotency-Key` header on every try of this command. */
  headers: { "Idempotency-Key": string };
}

export interface Command<P, R, E = unknown> {
  /** Stable name, e.g. "card.disable": shown in the pending-actions list, stored in the outbox. */
  name: string;
  right: Right;
  /** The entity the command is about (card number, kiosk serial): commands on one entity keep their order. */
  entity: (payload: P) => string;
  send: (payload: P, context: SendContext) => Promise<R>;
  /** The expected effect on the cached entity, shown at once (optimistic), before the server answers. */
  apply?: (entity: E, payload: P) => E;
  success: (payload: P, result: R) => MessageDescriptor;
  failure: (payload: P) => MessageDescriptor;
}

export function defineCommand<P, R, E = unknown>(command: Command<P, R, E>): Command<P, R, E> {
  return command;
}

export function newCommandId(): string {
  return crypto.randomUUID();
}

/** Sends a command once, with a fresh idempotency key (or the one given, for a retry). */
export function sendCommand<P, R, E>(
  command: Command<P, R, E>,
  payload: P,
  id = newCommandId(),
): Promise<R> {
  return command.send(payload, { headers: { "Idempotency-Key": id } });
}
