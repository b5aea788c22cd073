import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useRef } from "react";
import type { Card } from "@/contract/cards";
import { cardsApi } from "@/contract/cards.endpoints";
import { call } from "@/lib/api/call";
import { findCachedCard, rememberCards } from "@/lib/offline/card-cache";
import { db, type CachedCard, type OutboxEntry } from "@/lib/offline/db";
import { applyPending } from "@/lib/offline/outbox";
import { prefetch } from "@/lib/offline/prefetch";
import { useRefresh } from "@/ui/offline/use-refresh";

/** The cache's card and its outbox entries, or null when this tablet has never seen it. */
type CachedView = { hit: CachedCard; entries: OutboxEntry[] } | null;

async function readCard(number: string): Promise<CachedView> {
  const hit = await findCachedCard(number);
  if (!hit) return null;
  const entries = await db.outbox.where("entity").equals(hit.number).sortBy("seq");
  return { hit, entries };
}

const refreshKey = (number: string) => `card:${number}`;
const fetchCard = (number: string) => async () =>
  rememberCards([await call(cardsApi.one, { params: { number } })]);

/** What `prefetchCard` read, for the page's first render. */
const firstViews = new Map<string, CachedView>();

/**
 * A card's page opened at start-up (src/app/signed-in-router.tsx, `prefetchScreen`): the card is
 * asked for with the page's code, and what the first render will show is read beforehand: the
 * cache's card at once if this tablet knows it (the request refreshes it), else the API's.
 */
export async function prefetchCard(number: string): Promise<void> {
  const request = prefetch(refreshKey(number), fetchCard(number));
  const known = await readCard(number);
  if (!known) await request.catch(() => undefined);
  firstViews.set(number, known ?? (await readCard(number)));
}

export interface CardView {
  /** The card with the effects of its pending actions applied; undefined until known. */
  card: Card | undefined;
  /** Its actions waiting in the outbox (pending first-come order), and the rejected ones. */
  pending: OutboxEntry[];
  rejected: OutboxEntry[];
  fetchedAt: number | undefined;
  /** Nothing cached and the API not answered yet. */
  loading: boolean;
  /** The API's error when the cache has nothing to show (404, offline and never seen). */
  error: unknown;
  /** The last refresh failed: what is shown is the cache's. */
  stale: boolean;
}

/**
 * A card by technical or public number, cache-first: what this tablet last knew, at once and
 * offline, with its pending outbox entries applied; refreshed from the API, and again each time
 * the server accepts a card action.
 */
export function useCard(number: string): CardView {
  // Before the live query's first answer, what the start-up's prefetch read (no skeleton first).
  const cached = useLiveQuery(() => readCard(number), [number], firstViews.get(number));
  useEffect(() => {
    if (cached !== undefined) firstViews.delete(number);
  }, [cached, number]);
  const refresh = useRefresh(refreshKey(number), fetchCard(number), "card");
  // Fetched, then gone from the cache (wiped: another employee signed in on another tab): the
  // card is asked for again, once per wipe, and shown loading meanwhile, never as an error with
  // no cause (the reload may not have started yet when the next render comes).
  const gone = cached === null && !refresh.loading && refresh.error === undefined;
  const asked = useRef<string | undefined>(undefined);
  const { reload } = refresh;
  useEffect(() => {
    if (cached) asked.current = undefined;
    if (!gone || asked.current === number) return;
    asked.current = number;
    reload();
  }, [cached, gone, number, reload]);
  const entries = cached?.entries ?? [];
  const pending = entries.filter((e) => e.state === "pending");
  return {
    card: cached ? applyPending(cached.hit.card, pending) : undefined,
    pending,
    rejected: entries.filter((e) => e.state === "rejected"),
    fetchedAt: cached?.hit.fetchedAt,
    loading: !cached && (cached === undefined || refresh.loading || gone),
    error: cached ? undefined : refresh.error,
    stale: refresh.error !== undefined,
  };
}
