/**
 * Card search on 100,000 cards: `GET /api/card/autocomplete` (the search rule of
 * src/contract/search.ts, server/search/search.sql.ts) against the reference server in-process,
 * after the demo seed is grown to 100,000 cards and 10,000 more customers (a third of the cards
 * have one). Texts of each kind staff type: digits inside numbers, a public-number prefix, an
 * exact number, a name prefix, a full name, and a text that matches nothing (the worst case: every
 * card is read). A report, not a test.
 */
import { percentile, startBenchServer } from "./bench-server";

export const SEARCH_CARDS = 100_000;
const EXTRA_CUSTOMERS = 10_000;
const RUNS = 30;
const BUDGET_MS = 50;

export interface SearchRow {
  name: string;
  median: number;
  p95: number;
  budgetMs: number;
}

const TEXTS = [
  ["digits inside numbers", "0001"],
  ["public number prefix", "PB-0420"],
  ["exact technical number", "0500042000"],
  ["first name prefix", "cami"],
  ["full name, either order", "durand camille"],
  ["nothing matches", "zzqx"],
] as const;

export async function runSearchBench(): Promise<SearchRow[]> {
  const { base, client, adminToken, stop } = await startBenchServer();
  try {
    const [{ n: existing }] = (await client.execute("select count(*) as n from cards"))
      .rows as unknown as [{ n: number }];
    await client.execute(`
      insert into customers (first_name, last_name, search_first, search_last, created_date, site_id)
      with recursive k(i) as (select 1 union all select i + 1 from k where i < ${EXTRA_CUSTOMERS})
      select 'Prénom' || i, 'Nom-' || i, 'prenom' || i, 'nom-' || i, '2026-01-01T00:00:00.000Z',
        (select id from sites order by id limit 1)
      from k`);
    const [{ first }] = (
      await client.execute("select min(id) as first from customers where first_name like 'Prénom%'")
    ).rows as unknown as [{ first: number }];
    await client.execute(`
      insert into cards (number, public_number, customer_id)
      with recursive k(i) as (select 1 union all select i + 1 from k where i < ${SEARCH_CARDS - Number(existing)})
      select printf('05%08d', i), printf('PB-%06d', i),
        case when i % 3 = 0 then ${first} + (i / 3) % ${EXTRA_CUSTOMERS} end
      from k`);
    const [{ n: total }] = (await client.execute("select count(*) as n from cards"))
      .rows as unknown as [{ n: number }];
    if (Number(total) !== SEARCH_CARDS) throw new Error(`${total} cards, not ${SEARCH_CARDS}`);
    const token = await adminToken();
    const rows: SearchRow[] = [];
    for (const [name, text] of TEXTS) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        const start = performance.now();
        const res = await fetch(`${base}/api/card/autocomplete?text=${encodeURIComponent(text)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        if (i >= 3) times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      rows.push({
        name: `${name} "${text}"`,
        median: percentile(times, 50),
        p95: percentile(times, 95),
        budgetMs: BUDGET_MS,
      });
    }
    return rows;
  } finally {
    await stop();
  }
}
