import { setupI18n, type I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Paged } from "@/contract/paging";
import { LIMITS } from "@/contract/limits";
import {
  csvCell,
  csvDate,
  csvDateTime,
  csvFile,
  ExportCancelled,
  exportedColumns,
  exportFileName,
  exportRows,
  neutralised,
  type CsvColumn,
  type ExportProgress,
} from "./csv-export";

const fr = setupI18n({ locale: "fr", messages: { fr: {} } });
const en = setupI18n({
  locale: "en",
  messages: { en: { [msg`Oui`.id]: "Yes", [msg`Non`.id]: "No", [msg`Nom`.id]: "Name" } },
});

interface Row {
  name: string;
  price: number;
  active: boolean;
  seen: string | null;
}

const COLUMNS: CsvColumn<Row>[] = [
  { key: "name", header: msg`Nom`, render: (r) => r.name },
  { key: "price", header: msg`Prix`, render: (r) => `${r.price} €`, csv: (r) => r.price },
  {
    key: "active",
    header: msg`Active`,
    render: (r) => createElement("span", null, r.active ? "oui" : "non"),
    csv: (r) => r.active,
  },
  {
    key: "seen",
    header: msg`Vu le`,
    render: (r) => r.seen,
    csv: (r, i18n) => csvDateTime(r.seen, i18n),
  },
  { key: "picture", header: msg`Photo`, render: () => createElement("img"), csv: false },
  { key: "badge", header: msg`Badge`, render: () => createElement("b") },
];

const ROWS: Row[] = [
  { name: "=1+1", price: 12.5, active: true, seen: "2026-11-26T09:05:00" },
  { name: 'Lina; "la" grande', price: 3, active: false, seen: null },
];

const text = (i18n: I18n) => csvFile(ROWS, exportedColumns(COLUMNS, ROWS[0], i18n), i18n);

describe("a list's CSV file", () => {
  it("is what French Excel opens: BOM, `;`, CRLF, French header, dates and decimal commas", async () => {
    const file = await text(fr);
    expect(file.startsWith("\ufeff")).toBe(true);
    const lines = file.slice(1).split("\r\n");
    expect(lines).toEqual([
      "Nom;Prix;Active;Vu le",
      "'=1+1;12,5;Oui;26/11/2026 09:05",
      '"Lina; ""la"" grande";3;Non;',
      "",
    ]);
  });

  it("speaks English in English, with ISO days, and keeps the `;` and the BOM", async () => {
    const file = await text(en);
    expect(file.startsWith("\ufeff")).toBe(true);
    expect(file.slice(1).split("\r\n").slice(0, 2)).toEqual([
      "Name;Prix;Active;Vu le",
      "'=1+1;12.5;Yes;2026-11-26 09:05",
    ]);
  });

  it("leaves out a picture (opted out) and a component without a csv value", () => {
    expect(exportedColumns(COLUMNS, ROWS[0], fr).map((c) => c.key)).toEqual([
      "name",
      "price",
      "active",
      "seen",
    ]);
  });
});

describe("a cell", () => {
  it("that a spreadsheet would run as a formula is neutralised with a leading apostrophe", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(neutralised(`${start}HYPERLINK("x")`)).toBe(`'${start}HYPERLINK("x")`);
    expect(csvCell("=cmd|' /C calc'!A0", fr)).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell("Jean-Pierre", fr)).toBe("Jean-Pierre");
    expect(csvCell("a=b", fr)).toBe("a=b");
  });

  it("keeps a negative number a number, and writes nothing for none or the list's dash", () => {
    expect(csvCell(-4.25, fr)).toBe("-4,25");
    expect(csvCell(-4.25, en)).toBe("-4.25");
    expect(csvCell(1234567, fr)).toBe("1234567");
    expect(csvCell(null, fr)).toBe("");
    expect(csvCell("—", fr)).toBe("");
  });

  it("writes a day dd/mm/yyyy in French, yyyy-mm-dd in English, nothing when there is none", () => {
    expect(csvDate("2026-02-03", fr)).toBe("03/02/2026");
    expect(csvDate("2026-02-03", en)).toBe("2026-02-03");
    expect(csvDate(null, fr)).toBeNull();
    expect(csvDateTime("not a date", fr)).toBeNull();
  });
});

describe("the file's name", () => {
  it("is the list's title and the day, with no character a file system refuses", () => {
    const day = new Date(2026, 10, 26, 15, 0);
    expect(exportFileName("Cartes", day)).toBe("Cartes 2026-11-26.csv");
    expect(exportFileName("Jeux / types", day)).toBe("Jeux - types 2026-11-26.csv");
  });
});

describe("the rows of an export", () => {
  const pageOf = (page: number, total: number): Paged<number> => {
    const start = page * LIMITS.pageSize;
    const count = Math.max(0, Math.min(LIMITS.pageSize, total - start));
    return {
      results: Array.from({ length: count }, (_, i) => start + i),
      total,
      currentPage: page,
    };
  };

  it("are read page by page, at the largest size, with the filters, saying the progress", async () => {
    const load = vi.fn(async (query: { page: number; size: number; name: string }) =>
      pageOf(query.page, 450),
    );
    const progress = vi.fn<(progress: ExportProgress) => void>();
    const rows = await exportRows(
      { load },
      { name: "Lina" },
      undefined,
      progress,
      new AbortController().signal,
    );
    expect(rows).toHaveLength(450);
    expect(rows.at(-1)).toBe(449);
    expect(load.mock.calls.map(([q]) => q)).toEqual([
      { name: "Lina", page: 0, size: LIMITS.pageSize },
      { name: "Lina", page: 1, size: LIMITS.pageSize },
      { name: "Lina", page: 2, size: LIMITS.pageSize },
    ]);
    expect(progress.mock.calls.map(([p]) => `${p.done}/${p.pages}`)).toEqual([
      "0/0",
      "1/3",
      "2/3",
      "3/3",
    ]);
  });

  it("stop when cancelled: no more page is read", async () => {
    const controller = new AbortController();
    const load = vi.fn(async (query: { page: number; size: number }) => {
      if (query.page === 1) controller.abort();
      return pageOf(query.page, 1000);
    });
    await expect(
      exportRows({ load }, {}, undefined, () => undefined, controller.signal),
    ).rejects.toBeInstanceOf(ExportCancelled);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("of a paged list are read in the order shown, when the API sorts by it", async () => {
    const load = vi.fn(async (query: { page: number; size: number }) => pageOf(query.page, 10));
    const signal = new AbortController().signal;
    const shown = { key: "tokens", direction: "desc" } as const;
    await exportRows({ load, sorts: ["tokens"] }, {}, shown, () => undefined, signal);
    expect(load).toHaveBeenLastCalledWith({ page: 0, size: LIMITS.pageSize, sort: "tokens.desc" });
    await exportRows({ load }, {}, shown, () => undefined, signal);
    expect(load).toHaveBeenLastCalledWith({ page: 0, size: LIMITS.pageSize });
  });

  it("of a whole list are filtered and sorted as the list shows them", async () => {
    const rows = await exportRows(
      {
        all: async () => ["b2", "a1", "c3", "a9"],
        match: (row: string, f: { name: string }) => row.startsWith(f.name) || row === "c3",
        sortBy: { name: (row: string) => row },
      },
      { name: "a" },
      { key: "name", direction: "desc" },
      () => undefined,
      new AbortController().signal,
    );
    expect(rows).toEqual(["c3", "a9", "a1"]);
  });

  it("fail with the load's error, so nothing is downloaded", async () => {
    const failure = new Error("down");
    await expect(
      exportRows(
        {
          load: async () => {
            throw failure;
          },
        },
        {},
        undefined,
        () => undefined,
        new AbortController().signal,
      ),
    ).rejects.toBe(failure);
  });
});

describe("the CSV writer", () => {
  it("is loaded only when an export runs: no module of the app imports it statically", () => {
    const sources = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "!**/*.test.*"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const static_ = Object.keys(sources).filter((path) =>
      /^\s*import[^(]*from\s+["']csv-stringify/m.test(sources[path] ?? ""),
    );
    expect(static_).toEqual([]);
    const dynamic = Object.keys(sources).filter((path) =>
      (sources[path] ?? "").includes('import("csv-stringify/browser/esm/sync")'),
    );
    expect(dynamic).toEqual(["/src/ui/paged-list/csv-export.ts"]);
  });
});
