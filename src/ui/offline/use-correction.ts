import { useLiveQuery } from "dexie-react-hooks";
import { useLocation, useSearch } from "wouter";
import { db, type OutboxEntry } from "@/lib/offline/db";
import { discardEntry } from "@/lib/offline/outbox";

/** The query parameter naming the refused entry a screen opens to correct. */
const PARAM = "corriger";

/** Where "Corriger" leads: the command's screen (`Command.correct`), naming the entry. */
export function correctionPath(path: string, entry: Pick<OutboxEntry, "id">): string {
  return `${path}?${PARAM}=${encodeURIComponent(entry.id)}`;
}

export interface Correction<P> {
  /** The refused command's name (`Command.name`). */
  name: string;
  /** What was queued and refused: the form opens with it. */
  payload: P;
  /** The corrected action is saved or queued: the refused entry goes, and the address is clean. */
  finish: () => Promise<void>;
  /** The person gave up correcting: the entry stays refused in the panel. */
  cancel: () => void;
}

/**
 * The refused outbox entry this screen was opened to correct (`?corriger=<id>`, from the
 * pending-actions panel), when it is one of the commands named: the screen opens its form with
 * the entry's payload. Nothing while there is none, or once it is no longer refused.
 */
export function useCorrection<P>(names: readonly string[]): Correction<P> | undefined {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const id = new URLSearchParams(search).get(PARAM);
  const entry = useLiveQuery(
    () => (id ? db.outbox.where("id").equals(id).first() : undefined),
    [id],
  );
  if (!entry || entry.state !== "rejected" || !names.includes(entry.name)) return undefined;
  const leave = () => navigate(location, { replace: true });
  return {
    name: entry.name,
    payload: entry.payload as P,
    finish: async () => {
      if (entry.seq !== undefined) await discardEntry(entry.seq);
      leave();
    },
    cancel: leave,
  };
}
