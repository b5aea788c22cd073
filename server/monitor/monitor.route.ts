/**
 * The events log's reads (src/contract/monitor.endpoints.ts): entries newest first with their
 * filters and count, the machine names and types seen between two moments.
 */
import { and, asc, count, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import type { Hono } from "hono";
import { addDays } from "../../src/contract/day-filters";
import { monitorApi } from "../../src/contract/monitor.endpoints";
import { monitorActions } from "../db/schema/monitor.schema";
import type { AppEnv } from "../http/app-env";
import { contains, dayStart } from "../http/day-range";
import { orderOf } from "../http/paging";
import { defineRoute } from "../http/define-route";

const t = monitorActions;
const isDay = (value: string) => value.length === 10;

/** From a moment, or from the first moment of a venue's day. */
const fromBound = (value: string | undefined) =>
  value === undefined ? undefined : gte(t.date, isDay(value) ? dayStart(value) : iso(value));
/** To a moment (included), or to the end of a venue's day. */
const toBound = (value: string | undefined) =>
  value === undefined
    ? undefined
    : isDay(value)
      ? lt(t.date, dayStart(addDays(value, 1)))
      : lte(t.date, iso(value));
/** A moment with any offset as the rows store theirs (UTC, milliseconds). */
const iso = (moment: string) => new Date(moment).toISOString();

function where(q: {
  StartDate?: string;
  EndDate?: string;
  Type?: string;
  MachineName?: string;
}): SQL | undefined {
  return and(
    fromBound(q.StartDate),
    toBound(q.EndDate),
    q.Type ? eq(t.type, q.Type as (typeof t.type.enumValues)[number]) : undefined,
    q.MachineName ? contains(t.machineName, q.MachineName) : undefined,
  );
}

export function registerMonitorRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, monitorApi.list, async (c, { query }) => {
    const values = await c
      .get("deps")
      .db.select({
        id: t.id,
        date: t.date,
        type: t.type,
        machineName: t.machineName,
        employeeName: t.employeeName,
        cardNumber: t.cardNumber,
        detail: t.detail,
      })
      .from(t)
      .where(where(query))
      .orderBy(...orderOf(query.sort, { date: t.date }, t.id, [desc(t.date), desc(t.id)]))
      .limit(query.PerPage)
      .offset(query.PageNumber * query.PerPage);
    return c.json({ values });
  });

  defineRoute(app, monitorApi.count, async (c, { query }) => {
    const [row] = await c.get("deps").db.select({ n: count() }).from(t).where(where(query));
    return c.json({ count: row?.n ?? 0 });
  });

  defineRoute(app, monitorApi.machineNames, async (c, { query }) => {
    const rows = await c
      .get("deps")
      .db.selectDistinct({ name: t.machineName })
      .from(t)
      .where(where({ StartDate: query.startDate, EndDate: query.endDate }))
      .orderBy(asc(t.machineName));
    return c.json({ values: rows.map((r) => r.name) });
  });

  defineRoute(app, monitorApi.types, async (c, { query }) => {
    const rows = await c
      .get("deps")
      .db.selectDistinct({ type: t.type })
      .from(t)
      .where(where({ StartDate: query.startDate, EndDate: query.endDate }))
      .orderBy(asc(t.type));
    return c.json({ values: rows.map((r) => r.type) });
  });
}
