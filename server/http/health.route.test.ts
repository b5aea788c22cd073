// @vitest-environment node
/**
 * Storage faults as the staff and the operator see them: GET /api/health, and the codes of the
 * writes that fail (a read-only database: `PRAGMA query_only`; a full disk: `PRAGMA
 * max_page_count`, which SQLite answers exactly as a full disk, SQLITE_FULL).
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { serverHealthSchema } from "../../src/contract/health";
import { DEMO_CARDS } from "../seed/demo-cards.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
afterEach(() => t.close());

const health = async () => {
  const res = await t.call("GET", "/api/health");
  expect(res.status).toBe(200);
  return serverHealthSchema.parse(await res.json());
};
const product = { name: "Fautes de stockage", price: 1, tokensAmount: 1, freeTokensAmount: 0 };

describe("GET /api/health", () => {
  it("is public and says the database is well, with the free space beside its file", async () => {
    t = await createTestApp({}, { storage: { readOnly: false, file: join(tmpdir(), "x.db") } });
    const answer = await health();
    expect(answer).toMatchObject({ status: "ok", database: "ok" });
    expect(answer.diskFreeBytes).toBeGreaterThan(0);
  });
});

describe("a database the server may not write", () => {
  it("serves reads; a write answers 503 storage_read_only; health says read_only", async () => {
    t = await createTestApp({}, { storage: { readOnly: true, file: undefined } });
    const token = (await t.signIn("manager")).access_token;
    await t.db.run(sql`PRAGMA query_only = ON`);
    const read = await t.call("GET", `/api/card/number/${DEMO_CARDS.assigned.number}`, { token });
    expect(read.status).toBe(200);
    const write = await t.call("POST", "/api/product", { token, json: product });
    expect([write.status, await write.json()]).toEqual([503, { code: "storage_read_only" }]);
    expect(await health()).toEqual({
      status: "degraded",
      database: "read_only",
      diskFreeBytes: null,
    });
  });
});

describe("a full disk", () => {
  it("answers 507 storage_full to a write, which changes nothing, and the next write after space is freed works", async () => {
    t = await createTestApp();
    const token = (await t.signIn("manager")).access_token;
    const [{ page_count: pages }] = (await t.db.all(sql`PRAGMA page_count`)) as [
      { page_count: number },
    ];
    await t.db.run(sql.raw(`PRAGMA max_page_count = ${pages}`));
    const big = { ...product, name: "x".repeat(100) };
    let status = 0;
    // Until the last free page is used.
    for (let i = 0; i < 400 && status !== 507; i++) {
      const res = await t.call("POST", "/api/product", { token, json: big });
      status = res.status;
      if (status === 507) expect(await res.json()).toEqual({ code: "storage_full" });
    }
    expect(status).toBe(507);
    await t.db.run(sql.raw(`PRAGMA max_page_count = ${pages * 10}`));
    expect((await t.call("POST", "/api/product", { token, json: product })).status).toBe(201);
  });
});
