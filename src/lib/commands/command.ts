/**
 * Card and kiosk actions are commands: one declaration each (name, right, entity, API call,
 * optimistic effect, messages). Screens never call the API for them: they enqueue the command in
 * the offline outbox (lib/offline/outbox.ts) and the sync engine sends it, with the entry's
 * Idempotency-Key on every try, so a retry after a lost answer has no second effect.
 *
 * Declaring a command registers it by name: an outbox entry stored before a reload finds its
 * `send` and `apply` again through `findCommand`.
 */
import type { MessageDescriptor } from "@lingui/core";
import type { Right } from "@/contract/rights";

/** Who may run a command: one right, or any of several (as an endpoint declares it). */
export type CommandRight = Right | { anyOf: readonly Right[] };
import type { EntityCache } from "../offline/entity-cache";

export interface SendContext {
  /** Send as the `Idempotency-Key` header on every try of this command. */
  headers: { "Idempotency-Key": string };
}

/** The cached entities commands act on; views of a kind refresh once the server accepted one. */
export type EntityKind = "card" | "kiosk" | "smarttouch" | "snackorder";

export interface Command<P, R, E = unknown> {
  /** Stable name, e.g. "card.disable": shown in the pending-actions list, stored in the outbox. */
  name: string;
  right: CommandRight;
  kind: EntityKind;
  /** What it does to the device's cache of its entity (on enqueue and once accepted), if any. */
  cache?: EntityCache<E>;
  /** The entity the command is about (card number, kiosk serial): commands on one entity keep their order. */
  entity: (payload: P) => string;
  send: (payload: P, context: SendContext) => Promise<R>;
  /** The expected effect on the cached entity, shown at once (optimistic), before the server answers. */
  apply?: (entity: E, payload: P) => E;
  /** For a creation: the entity it will make, shown (marked pending) until the server has it. */
  create?: (payload: P) => E;
  /** The entity as the screen saw it when enqueuing: the base the optimistic effect applies to. */
  snapshot?: (payload: P) => E;
  /**
   * What the outbox stores of the payload (default: all of it). An entry outlives a logout: it
   * keeps what sending, describing and applying it need, never personal data it does not need.
   */
  stored?: (payload: P) => P;
  /** What the pending-actions panel says of it ("Désactiver la carte 0420000001"). */
  describe: (payload: P) => MessageDescriptor;
  success: (payload: P) => MessageDescriptor;
  failure: (payload: P) => MessageDescriptor;
  /**
   * What was done, naming the entity and any amount ("+50 unités bonus sur la carte PC-000001"):
   * the success toast's line under `success`.
   */
  done?: (payload: P) => MessageDescriptor;
  /**
   * The command that puts things back, offered as "Annuler" on the success toast for a few
   * seconds (src/ui/use-command.ts); it goes through the outbox like any other.
   */
  undo?: (payload: P) => Reversal;
  /**
   * The server's refusal (its error code) said about this payload, naming what is wrong ("La
   * carte PC-999999 n'existe pas"), when the generic message of the code would be vaguer.
   */
  refusal?: (payload: P, code: string) => MessageDescriptor | undefined;
  /**
   * The screen of the form that made it: a refused entry offers "Corriger" in the pending-actions
   * panel, which opens that form there, filled with what was queued (src/ui/offline/
   * use-correction.ts). A command without a form to correct offers "Réessayer" instead.
   */
  correct?: (payload: P) => string;
  /**
   * A command that must not run late (a kiosk restart): milliseconds after it was queued past
   * which the sync engine never sends it; it shows as expired, with why, in the pending panel.
   */
  expiresAfterMs?: number;
}

/** A command and its payload, ready to run: what "Annuler" sends. */
export interface Reversal {
  command: AnyCommand;
  payload: unknown;
}

/** Typed: the payload must be one of `command`'s. */
export function reversal<P, R, E>(command: Command<P, R, E>, payload: P): Reversal {
  return { command: command as AnyCommand, payload };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of every command type
export type AnyCommand = Command<any, any, any>;

const registry = new Map<string, AnyCommand>();

export function defineCommand<P, R, E = unknown>(command: Command<P, R, E>): Command<P, R, E> {
  registry.set(command.name, command as AnyCommand);
  return command;
}

export function findCommand(name: string): AnyCommand | undefined {
  return registry.get(name);
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
