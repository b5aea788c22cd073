/**
 * The read checks of `npm run check-api`: every GET of the contract that changes nothing (lists,
 * counts, one-item reads), each answer checked against its declared schema. Lists go first; the
 * rows they answer give the one-item reads their path parameters (a field of the same name in the
 * same resource's rows, else in any resource's; `HINTS` where the names differ) and the lists
 * that need a query value theirs.
 */
import { z } from "zod";
import {
  mutatesData,
  pathOf,
  pathParameterNames,
  type AnyEndpoint,
} from "../../src/contract/endpoint";
import { answerMismatch } from "./mismatch";
import { send, type Target } from "./target";

export type Row = Record<string, unknown>;

export interface CheckResult {
  /** "GET /api/game/games (gamesApi.list)". */
  label: string;
  outcome: "passed" | "failed" | "skipped";
  detail?: string;
}

/**
 * The rows seen so far, by resource ("cardsApi") and by endpoint ("cardsApi.list"), and the way
 * to find a value among them.
 */
export class Seen {
  private readonly rows = new Map<string, Row[]>();

  add(group: string, body: unknown): void {
    const found = rowsOf(body);
    if (found.length) this.rows.set(group, [...(this.rows.get(group) ?? []), ...found]);
  }

  of(group: string): Row[] {
    return this.rows.get(group) ?? [];
  }

  /** The first value of `field` in `group`'s rows, else in any group's. */
  value(group: string, field: string): unknown {
    const mine = this.of(group).find((r) => scalar(r[field]))?.[field];
    if (mine !== undefined) return mine;
    for (const rows of this.rows.values()) {
      const value = rows.find((r) => scalar(r[field]))?.[field];
      if (value !== undefined) return value;
    }
    return undefined;
  }
}

/** Where a parameter's value comes from when no row has a field of its name. */
export const HINTS: Record<string, Record<string, (seen: Seen) => unknown>> = {
  "customersApi.byCard": {
    number: (seen) => seen.of("cardsApi").find((card) => card.customerId != null)?.number,
  },
  "snackPicturesApi.file": {
    name: (seen) =>
      seen
        .of("snackArticlesApi")
        .map((row) =>
          typeof row.imgProduct === "string" ? row.imgProduct.split("/").at(-1) : null,
        )
        .find(Boolean),
  },
  "cardHistoryApi.invoicePdf": {
    // A purchase's invoiceId is a customer invoice's id (src/contract/money.ts).
    id: (seen) => seen.of("customerInvoicesApi")[0]?.id,
  },
};

/** Whether calling the endpoint may change something: any method but GET, or a GET declared so. */
export const writes = (e: AnyEndpoint) => e.method !== "get" || mutatesData(e);

const scalar = (v: unknown): v is string | number => typeof v === "string" || typeof v === "number";

function rowsOf(body: unknown): Row[] {
  if (body === null || typeof body !== "object") return [];
  const list = (body as { results?: unknown; values?: unknown }).results ??
    (body as { values?: unknown }).values ?? [body];
  return Array.isArray(list)
    ? list.filter((r): r is Row => r !== null && typeof r === "object").slice(0, 50)
    : [];
}

/** The query fields an endpoint cannot do without (no default, not optional), with their JSON schema. */
function requiredQuery(endpoint: AnyEndpoint): [string, Record<string, unknown>][] {
  if (!endpoint.query) return [];
  const json = z.toJSONSchema(endpoint.query, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return (json.required ?? []).map((name) => [name, json.properties?.[name] ?? {}]);
}

/** A value the schema alone offers (an enum's first choice, a number's minimum). */
function fromSchema(json: Record<string, unknown>): unknown {
  if (Array.isArray(json.enum)) return json.enum[0];
  if (json.type === "integer" || json.type === "number") return json.minimum ?? 0;
  return undefined;
}

const group = (name: string) => name.split(".")[0]!;
export const labelOf = (name: string, e: AnyEndpoint) =>
  `${e.method.toUpperCase()} ${e.path} (${name})`;

/** The reads in the order they can be made: plain lists, lists with a query, then one-item reads. */
function ordered(endpoints: readonly [string, AnyEndpoint][]): [string, AnyEndpoint][] {
  const rank = ([, e]: [string, AnyEndpoint]) =>
    pathParameterNames(e.path).length ? 2 : requiredQuery(e).length ? 1 : 0;
  return endpoints
    .filter(([, e]) => !writes(e))
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.i - b.i)
    .map(({ entry }) => entry);
}

export async function readChecks(
  target: Target,
  token: string,
  endpoints: readonly [string, AnyEndpoint][],
  seen = new Seen(),
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const [name, endpoint] of ordered(endpoints)) {
    const label = labelOf(name, endpoint);
    // A hint that finds nothing leaves the parameter missing (the check is skipped, saying why).
    const valueOf = (field: string) => {
      const hint = HINTS[name]?.[field];
      return hint ? hint(seen) : seen.value(group(name), field);
    };
    const params: Record<string, string | number> = {};
    const query: Record<string, string> = {};
    const missing: string[] = [];
    for (const field of pathParameterNames(endpoint.path)) {
      const value = valueOf(field);
      if (scalar(value)) params[field] = value;
      else missing.push(field);
    }
    for (const [field, json] of requiredQuery(endpoint)) {
      const value = valueOf(field) ?? fromSchema(json);
      if (scalar(value)) query[field] = String(value);
      else missing.push(field);
    }
    if (missing.length) {
      results.push({
        label,
        outcome: "skipped",
        detail: `no ${missing.join(", ")} in the lists read`,
      });
      continue;
    }
    const answer = await send(target, token, {
      method: endpoint.method,
      path: pathOf(endpoint, params),
      query,
    });
    const mismatch = answerMismatch(endpoint, answer);
    // A list answered with a flaw still gives its rows to the reads that need them.
    if (answer.status < 300) {
      seen.add(group(name), answer.body);
      seen.add(name, answer.body);
    }
    results.push(
      mismatch ? { label, outcome: "failed", detail: mismatch } : { label, outcome: "passed" },
    );
  }
  return results;
}
