// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gameHistorySchema,
  purchaseHistorySchema,
  snackHistorySchema,
} from "../../src/contract/cards";
import { pagedSchema } from "../../src/contract/paging";
import { DEMO_CARDS, DEMO_HISTORY_SIZES } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).access_token;
});
afterAll(() => t.close());

const get = (path: string, token = admin) => t.call("GET", path, { token });
const card = DEMO_CARDS.assigned;

describe("card histories", () => {
  const cases = [
    ["/api/card/allPurchaseHistory", purchaseHistorySchema, DEMO_HISTORY_SIZES.purchases],
    ["/api/game/gameshistory", gameHistorySchema, DEMO_HISTORY_SIZES.games],
    ["/api/snack/snacktransactions", snackHistorySchema, DEMO_HISTORY_SIZES.snacks],
  ] as const;

  it.each(cases)(
    "%s pages one card's rows (size 10 by default), newest first",
    async (path, schema, size) => {
      const first = pagedSchema(schema).parse(
        await (await get(`${path}?cardNumber=${card.publicNumber}`)).json(),
      );
      expect([first.total, first.currentPage, first.results.length]).toEqual([size, 0, 10]);
      const dates = first.results.map((r) => r.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const last = pagedSchema(schema).parse(
        await (await get(`${path}?cardNumber=${card.number}&page=4&size=25`)).json(),
      );
      expect([last.currentPage, last.results.length]).toEqual([
        4,
        Math.min(25, Math.max(0, size - 100)),
      ]);
    },
  );

  it.each(cases)(
    "%s lists every card's rows without a filter, refuses bad paging and callers without HISTORY_READ",
    async (path, schema, size) => {
      const all = pagedSchema(schema).parse(await (await get(path)).json());
      expect(all.total).toBeGreaterThan(size);
      const bad = await get(`${path}?size=0`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ code: "validation_failed" });
      const agent = (await t.signIn("agent")).access_token;
      expect((await get(path, agent)).status).toBe(403);
    },
  );
});

describe("GET /api/card/Invoice/{id}", () => {
  it("answers a one-page PDF 1.4 attachment for a purchase row", async () => {
    const res = await get("/api/card/Invoice/1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="1.pdf"');
    const text = Buffer.from(await res.arrayBuffer()).toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(text).toContain("/Count 1");
    expect(text).toContain("Parc Demo");
    expect(text).toContain(card.number);
    expect(text).toMatch(/Amount: \d+\.\d{2} EUR/); // the venue's currency (VENUE_CURRENCY)
    // The xref offsets point at the objects they name.
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    offsets.forEach((o, i) => expect(text.slice(o).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  it("answers 404 for an unknown row, 400 for a bad id, 403 without INVOICE_PDF", async () => {
    expect((await get("/api/card/Invoice/999999")).status).toBe(404);
    expect((await get("/api/card/Invoice/abc")).status).toBe(400);
    const token = await t.forgeToken({ role_rights: ["HISTORY_READ", "INVOICE_READ"] });
    expect((await get("/api/card/Invoice/1", token)).status).toBe(403);
  });
});
