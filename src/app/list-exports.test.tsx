/**
 * Every list of the app exports its columns in words (issue 24): a column that renders a
 * component (a badge, a time, a progress) must say its CSV value, or leave the export on purpose
 * (`csv: false`), so no badge is silently missing from a file. Each declared list's columns are
 * tried on two rows its contract allows: one with every optional field filled and every flag
 * on, one with none.
 */
import { setupI18n } from "@lingui/core";
import { isValidElement } from "react";
import { describe, expect, it } from "vitest";
import type { AnyEndpoint } from "@/contract/endpoint";
import { customersApi } from "@/contract/customers.endpoints";
import { monitorApi } from "@/contract/monitor.endpoints";
import { snackArticlesApi, snackLocationsApi } from "@/contract/snacks.endpoints";
import { declaredLists, type ListDeclaration } from "@/ui/paged-list/resource-list";
import type { Filters } from "@/ui/paged-list/use-paged-list";

/** The modules of src/features that declare a list (their text, then the modules). */
const SOURCES = import.meta.glob<string>(["../features/**/*.{ts,tsx}", "!**/*.test.*"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const MODULES = import.meta.glob(["../features/**/*.{ts,tsx}", "!**/*.test.*"]);
const DECLARING = Object.keys(SOURCES).filter((path) =>
  /\bdefineList[<(]/.test(SOURCES[path] ?? ""),
);

/** Lists whose rows come from a function (not an endpoint of the declaration): their endpoint. */
const ROWS_OF: Record<string, AnyEndpoint> = {
  customers: customersApi.list,
  "snack-articles": snackArticlesApi.list,
  "snack-locations": snackLocationsApi.list,
  "events-log": monitorApi.list,
};

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The row schema of a list answer: a page's `results` or a whole list's `values`. */
function rowSchema(endpoint: AnyEndpoint): unknown {
  const answer = defOf((endpoint.answers as Record<number, unknown>)[200]);
  const shape = answer.shape as Record<string, unknown>;
  const array = shape.results ?? shape.values;
  return defOf(array).element;
}

function rowSchemaOf(list: ListDeclaration<unknown, Filters>): unknown {
  if ("list" in list && list.list) return rowSchema(list.list);
  if ("all" in list && list.all && typeof list.all !== "function") return rowSchema(list.all);
  const known = Object.keys(ROWS_OF).find((prefix) => list.cache.startsWith(prefix));
  if (!known) throw new Error(`list "${list.cache}": add its rows' endpoint to ROWS_OF`);
  return rowSchema(ROWS_OF[known] as AnyEndpoint);
}

/** A value the schema accepts: `full`, every optional part there and flags on; else the least. */
function sample(schema: unknown, full: boolean): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>).map(([k, v]) => [k, sample(v, full)]),
      );
    case "array":
      return full ? [sample(def.element, full)] : [];
    case "nullable":
      return full ? sample(def.innerType, full) : null;
    case "optional":
      return full ? sample(def.innerType, full) : undefined;
    case "default":
    case "readonly":
    case "catch":
    case "nonoptional":
      return sample(def.innerType, full);
    case "pipe":
      return sample(def.out && defOf(def.out).type !== "transform" ? def.out : def.in, full);
    case "lazy":
      return sample((def.getter as () => unknown)(), full);
    case "string":
      return def.format === "datetime"
        ? "2026-11-26T09:05:00.000Z"
        : def.format === "date"
          ? "2026-11-26"
          : "Texte";
    case "number":
    case "int":
      return 2;
    case "boolean":
      return full;
    case "enum":
      return Object.values(def.entries as Record<string, unknown>)[0];
    case "literal":
      return (def.values as unknown[])[0];
    case "union":
      return sample((def.options as unknown[])[0], full);
    case "date":
      return new Date("2026-11-26T09:05:00.000Z");
    default:
      throw new Error(`no sample for a zod "${def.type}"`);
  }
}

const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });

describe("every declared list's CSV export", () => {
  it("finds the lists of the app", async () => {
    for (const path of DECLARING) await MODULES[path]?.();
    // Cards, customers, staff cards, kiosks, smart touch, updates, games x3, products, snacks x4.
    expect(DECLARING.length).toBeGreaterThanOrEqual(10);
    expect(declaredLists().length).toBeGreaterThanOrEqual(14);
  });

  it("has, for each column, words or a number (a `csv` value, or a render that is text)", async () => {
    for (const path of DECLARING) await MODULES[path]?.();
    const missing: string[] = [];
    for (const list of declaredLists()) {
      if (list.cache.startsWith("test-")) continue;
      const schema = rowSchemaOf(list);
      for (const row of [sample(schema, true), sample(schema, false)])
        for (const column of list.columns) {
          if (column.csv === false) continue;
          const value = column.csv ? column.csv(row, i18n) : column.render(row, i18n);
          const ok = column.csv
            ? value === null || ["string", "number", "boolean"].includes(typeof value)
            : typeof value === "string" || typeof value === "number";
          if (!ok) {
            const what = isValidElement(value) ? "a component" : typeof value;
            missing.push(`${list.cache}: column "${column.key}" exports ${what}`);
          }
        }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("leaves out on purpose only what has no words (pictures, buttons)", async () => {
    for (const path of DECLARING) await MODULES[path]?.();
    const left = declaredLists()
      .filter((list) => !list.cache.startsWith("test-"))
      .flatMap((list) => list.columns.filter((c) => c.csv === false).map((c) => c.key));
    expect([...new Set(left)].sort()).toEqual(["force", "picture"]);
  });
});
