// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardImportAnswerSchema, type CardImportRow } from "../../src/contract/card-import";
import { cardSchema } from "../../src/contract/cards";
import { cards, staffCards } from "../db/schema/cards.schema";
import { monitorActions } from "../db/schema/monitor.schema";
import { DEMO_CARDS } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = (await t.signIn("manager")).access_token;
});
afterAll(() => t.close());

const PATH = "/api/card/import";
const row = (n: number, more: Partial<CardImportRow> = {}) => ({
  number: `IMP-${n}`,
  publicNumber: `PIMP-${n}`,
  activationDate: "2026-01-01",
  expirationDate: "2027-01-01",
  isActive: true,
  ...more,
});
const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => row(from + i));

async function importRows(json: unknown, headers: Record<string, string> = {}, token = manager) {
  const res = await t.call("POST", PATH, { token, json, headers });
  return { res, status: res.status, body: (await res.json()) as unknown };
}

describe("POST /api/card/import", () => {
  it("needs CARD_ADD", async () => {
    const reader = await t.forgeToken({ role_rights: ["CARD_READ"] });
    expect((await importRows({ rows: [row(1)] }, {}, reader)).status).toBe(403);
    expect((await t.call("POST", PATH, { json: { rows: [row(1)] } })).status).toBe(401);
  });

  it("refuses bad input with validation_failed, and 501 rows", async () => {
    for (const json of [
      {},
      { rows: [] },
      { rows: "IMP-1" },
      { rows: [row(1, { number: "" })] },
      { rows: [row(1, { publicNumber: "x".repeat(101) })] },
      { rows: [row(1, { activationDate: "01/02/2026" })] },
      { rows: [{ ...row(1), isActive: "oui" }] },
      { rows: range(1000, 501) },
    ]) {
      const { status, body } = await importRows(json);
      expect([status, (body as { code: string }).code]).toEqual([400, "validation_failed"]);
    }
    const { body } = await importRows({ rows: [row(1), row(2, { expirationDate: "2026-13-01" })] });
    expect(body).toMatchObject({ issues: [{ path: "rows.1.expirationDate" }] });
    expect((await t.db.select().from(cards).where(eq(cards.number, "IMP-1"))).length).toBe(0);
  });

  it("imports batches of 500, skips known numbers, refuses what clashes", async () => {
    const first = await importRows({ rows: range(2000, 500) });
    expect(first.status).toBe(200);
    expect(cardImportAnswerSchema.parse(first.body)).toEqual({
      created: 500,
      skipped: 0,
      refused: [],
    });
    const [staff] = await t.db.select().from(staffCards).limit(1);
    const second = await importRows({
      rows: [
        row(2499), // known: skipped
        row(2500, { number: " imp-2000 ".toUpperCase() }), // known, other case and spaces
        row(2501),
        row(2502, { publicNumber: "pimp-2501" }), // public number of the row before
        row(2503, { number: "IMP-2501" }), // technical number of an earlier row
        row(2504, { publicNumber: DEMO_CARDS.assigned.publicNumber }),
        row(2505, { number: DEMO_CARDS.assigned.publicNumber }), // another card's public number
        row(2506, { expirationDate: "2025-12-31" }),
        row(2507, { expirationDate: "2026-01-01" }), // the same day: allowed
        row(2508, { activationDate: null, expirationDate: null, isActive: false }),
        ...(staff ? [row(2509, { publicNumber: staff.publicNumber })] : []),
      ],
    });
    expect(cardImportAnswerSchema.parse(second.body)).toEqual({
      created: 3,
      skipped: 2,
      refused: [
        { index: 3, code: "duplicate_in_file" },
        { index: 4, code: "duplicate_in_file" },
        { index: 5, code: "public_number_taken" },
        { index: 6, code: "number_taken" },
        { index: 7, code: "expiration_before_activation" },
        ...(staff ? [{ index: 10, code: "public_number_taken" }] : []),
      ],
    });
    const card = await t.call("GET", "/api/card/number/pimp-2508", { token: manager });
    expect(cardSchema.parse(await card.json())).toMatchObject({
      number: "IMP-2508",
      isActive: false,
      activationDate: null,
      balanceTokens: 0,
    });
    // The public number of an imported card is taken for the card form too.
    const again = await t.call("POST", "/api/card", {
      token: manager,
      json: { number: "IMP-9999", publicNumber: "PIMP-2501" },
    });
    expect(again.status).toBe(400);
  });

  it("creates nothing from the same batch twice, and nothing on a dry run", async () => {
    const rows = range(3000, 20);
    const dry = await importRows({ rows, dryRun: true });
    expect(dry.body).toEqual({ created: 20, skipped: 0, refused: [] });
    expect((await t.db.select().from(cards).where(eq(cards.number, "IMP-3000"))).length).toBe(0);
    expect((await importRows({ rows })).body).toEqual({ created: 20, skipped: 0, refused: [] });
    expect((await importRows({ rows })).body).toEqual({ created: 0, skipped: 20, refused: [] });
    expect((await importRows({ rows, dryRun: true })).body).toMatchObject({ created: 0 });
    // Each import (not a dry run) is in the events log, with its figures.
    const logged = await t.db
      .select()
      .from(monitorActions)
      .where(eq(monitorActions.type, "CardsImported"));
    expect(logged.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([
        "20 created, 0 skipped, 0 refused",
        "0 created, 20 skipped, 0 refused",
      ]),
    );
  });

  it("replays a keyed call's answer without creating twice", async () => {
    const json = { rows: range(4000, 10) };
    const headers = { "Idempotency-Key": "card-import-test-1" };
    const first = await importRows(json, headers);
    expect(first.body).toEqual({ created: 10, skipped: 0, refused: [] });
    const replay = await importRows(json, headers);
    expect(replay.res.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual({ created: 10, skipped: 0, refused: [] });
    const other = await importRows({ rows: range(4100, 1) }, headers);
    expect([other.status, other.body]).toEqual([422, { code: "idempotency_conflict" }]);
  });
});
