/**
 * A venue's year of play for bench/history-scale.ts, added to a seeded bench database (its
 * migrations and schema: server/db/schema/cards.schema.ts): 50,000 cards, 2,000,000 plays,
 * 500,000 purchases and 200,000 snacks over the 365 days of 2025. Busier Wednesdays, weekends and
 * school holidays, busy evenings; a few regular cards play most. Rows are generated inside SQLite
 * (recursive CTE, one INSERT ... SELECT per table), in date order, so ids follow dates as the
 * server writes them.
 */
import type { Client } from "@libsql/client";
import { GAMES, KIOSK_NAMES, PRODUCTS } from "../server/seed/venue-names.seed";

export const YEAR = { cards: 50_000, games: 2_000_000, purchases: 500_000, snacks: 200_000 };
const FIRST_DAY = "2025-01-01";
const DAYS = 365;
/** French school holidays of 2025 (zone C): their weekdays are busy too. */
const HOLIDAYS = [
  ["2025-02-15", "2025-03-02"],
  ["2025-04-12", "2025-04-27"],
  ["2025-07-05", "2025-08-31"],
  ["2025-10-18", "2025-11-02"],
  ["2025-12-20", "2025-12-31"],
];
/** Sunday first, as getDay() counts. */
const WEEKDAY = [1.8, 0.6, 0.6, 1.2, 0.6, 1.0, 2.2];
/** Opening hours 10:00 to 23:00 (the venue's local time), busy from 16:00 to 21:00. */
const HOURS = [1, 2, 3, 3, 4, 5, 6, 7, 8, 8, 7, 5, 3];
const OPENS = 10;

/** The card of index `i` (0 plays most), by its technical number. */
export const cardNumberOf = (i: number) => `YR${String(i).padStart(7, "0")}`;

export interface YearOfPlay {
  ms: number;
  /** The busiest day, and its week (Monday to Sunday), as ISO days. */
  busyDay: string;
  week: { from: string; to: string };
  /** The whole year, as the day filters' widest range. */
  year: { from: string; to: string };
  /** One busy day's purchases, plays and snacks. */
  busyDayRows: { purchases: number; games: number; snacks: number };
}

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;
const values = (rows: (string | number)[][]) =>
  rows.map((r) => `(${r.map((v) => (typeof v === "number" ? v : sqlText(v))).join(", ")})`);

/** `total` spread over the days by weight, largest remainders first, so it adds up exactly. */
function spread(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w * total) / sum);
  const counts = exact.map(Math.floor);
  const left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order.slice(0, left)) counts[i] = (counts[i] ?? 0) + 1;
  return counts;
}

function calendar() {
  const days = Array.from({ length: DAYS }, (_, d) => {
    const date = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + d * 86_400_000);
    const iso = date.toISOString().slice(0, 10);
    const weekday = date.getUTCDay();
    const holiday = HOLIDAYS.some(([from, to]) => iso >= from! && iso <= to!);
    const weekend = weekday === 0 || weekday === 6;
    const weight = WEEKDAY[weekday]! * (holiday ? (weekend ? 1.3 : 1.8) : 1);
    const [y, m, dd] = iso.split("-").map(Number) as [number, number, number];
    // The start of the venue's local day, as the history routes' day filters read it.
    const start = new Date(y, m - 1, dd).getTime() / 1000;
    return { iso, weekday, weight, start };
  });
  const weights = days.map((d) => d.weight);
  return {
    days,
    games: spread(weights, YEAR.games),
    purchases: spread(weights, YEAR.purchases),
    snacks: spread(weights, YEAR.snacks),
  };
}

/** A skewed pick in [0, n): the product of two uniform draws, so low indexes come far more often. */
const skewed = (n: number) => `((abs(random()) % ${n}) * (abs(random()) % ${n}) / ${n})`;
/** A uniform pick in [0, n). */
const pick = (n: number) => `(abs(random()) % ${n})`;
/** The card of a row: a few regulars play most of the year. */
const CARD = `printf('YR%07d', ${skewed(YEAR.cards)})`;
/** The row's moment: its rank in its day placed along the day's busy hours, in order. */
const MOMENT = `strftime('%Y-%m-%dT%H:%M:%fZ', d.start + (select (h + (f - lo) / w) * 3600 from bench_hours where lo <= f order by lo desc limit 1), 'unixepoch')`;
/** The rows of each day, in order: `f` is the row's place in its day, from 0 to 1. */
const rowsOf = (count: "g" | "p" | "s") =>
  `(select d.start, k.i * 1.0 / d.${count} as f from bench_days d cross join bench_k k where k.i < d.${count})`;

export async function buildYearOfPlay(client: Client): Promise<YearOfPlay> {
  const started = performance.now();
  const { days, games, purchases, snacks } = calendar();
  const hourWeights = HOURS.map((w) => w / HOURS.reduce((a, b) => a + b, 0));
  let lo = 0;
  const hours = hourWeights.map((w, i) => {
    const row = [lo, OPENS + i, w];
    lo += w;
    return row;
  });
  // 100 games, the popular ones of every kind first (a skewed pick favours low indexes).
  const names = Array.from({ length: 10 }, (_, v) =>
    GAMES.map((game) => `${game} ${v + 1}`),
  ).flat();
  const most = Math.max(...games, ...purchases, ...snacks);
  await client.executeMultiple(`
    create table bench_days (d integer primary key, start integer, g integer, p integer, s integer);
    create table bench_hours (lo real primary key, h integer, w real) without rowid;
    create table bench_k (i integer primary key);
    create table bench_names (i integer primary key, name text);
    create table bench_kiosks (i integer primary key, name text);
    create table bench_products (i integer primary key, name text, price real);
    insert into bench_days values ${values(days.map((d, i) => [i, d.start, games[i]!, purchases[i]!, snacks[i]!])).join(", ")};
    insert into bench_hours values ${values(hours).join(", ")};
    insert into bench_k with recursive k(i) as (select 0 union all select i + 1 from k where i < ${most - 1}) select i from k;
    insert into bench_names values ${values(names.map((n, i) => [i, n])).join(", ")};
    insert into bench_kiosks values ${values(KIOSK_NAMES.map((n, i) => [i, n])).join(", ")};
    insert into bench_products values ${values(PRODUCTS.map(([n, p], i) => [i, n, p])).join(", ")};
  `);
  const statements = [
    `insert into cards (number, public_number, activation_date, balance_tokens, total_purchased_tokens)
      with recursive k(i) as (select 0 union all select i + 1 from k where i < ${YEAR.cards - 1})
      select printf('YR%07d', i), printf('PY-%06d', i), '2025-01-01', i % 40, 20 + i % 400 from k`,
    `insert into card_number_keys (key, card_number)
      select upper(number), number from cards where number like 'YR%'
      union all select upper(public_number), number from cards where number like 'YR%'`,
    // SQLite may copy a subquery's column into each place it is read: random draws are
    // materialized first, then joined to the names they pick.
    `insert into card_games (card_number, date, game_name, tokens, free_tokens)
      with x as materialized (select ${CARD} as card, ${MOMENT} as date, ${skewed(names.length)} as game,
        1 + ${pick(3)} as tokens, case when ${pick(8)} = 0 then 1 else 0 end as free from ${rowsOf("g")} d)
      select card, date, n.name, tokens, free from x join bench_names n on n.i = x.game`,
    // A recharge most often, a card bought now and then, a birthday pack rarely; four packs; a
    // fifth of the rows without a kiosk (bench_kiosks has no row for the last pick).
    `insert into card_purchases (card_number, date, type, amount, tokens, free_tokens, kiosk_name)
      with x as materialized (select ${CARD} as card, ${MOMENT} as date, ${pick(100)} as r,
        ${skewed(4)} as pack, ${pick(KIOSK_NAMES.length + 1)} as kiosk from ${rowsOf("p")} d)
      select card, date, case when r < 5 then 'Birthday' when r < 25 then 'Purchase' else 'Recharging' end,
        case pack when 0 then 10 when 1 then 20 when 2 then 45 else 90 end,
        case pack when 0 then 10 when 1 then 20 when 2 then 50 else 100 end,
        case pack when 0 then 0 when 1 then 2 when 2 then 8 else 20 end, k.name
      from x left join bench_kiosks k on k.i = x.kiosk`,
    `insert into card_snacks (card_number, date, product_name, token_price, state)
      with x as materialized (select ${CARD} as card, ${MOMENT} as date, ${skewed(PRODUCTS.length)} as product,
        ${pick(10)} as paid from ${rowsOf("s")} d)
      select card, date, p.name, p.price, case when paid = 0 then 'Paid' else 'Collected' end
      from x join bench_products p on p.i = x.product`,
  ];
  for (const statement of statements) await client.execute(statement);
  await client.executeMultiple(`
    drop table bench_days; drop table bench_hours; drop table bench_k;
    drop table bench_names; drop table bench_kiosks; drop table bench_products;
  `);
  const busiest = days.reduce((best, d, i) => (d.weight > days[best]!.weight ? i : best), 0);
  const monday = busiest - ((days[busiest]!.weekday + 6) % 7);
  return {
    ms: performance.now() - started,
    busyDay: days[busiest]!.iso,
    year: { from: FIRST_DAY, to: days[DAYS - 1]!.iso },
    week: { from: days[monday]!.iso, to: days[Math.min(DAYS - 1, monday + 6)]!.iso },
    busyDayRows: {
      purchases: purchases[busiest]!,
      games: games[busiest]!,
      snacks: snacks[busiest]!,
    },
  };
}
