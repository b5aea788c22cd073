// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { snackProducts } from "../db/schema/snacks.schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ensureDemoPictures } from "./snack-pictures.seed";

let t: TestApp;
let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "demo-pictures-"));
  t = await createTestApp({ PICTURES_DIR: dir });
});
afterEach(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the demo menu's pictures", () => {
  it("are made once for every article, in both sizes, and served", async () => {
    const made = await ensureDemoPictures(t.db, dir);
    const articles = await t.db
      .select()
      .from(snackProducts)
      .where(eq(snackProducts.isCategory, false));
    expect(made).toBe(articles.length);
    const without = await t.db
      .select()
      .from(snackProducts)
      .where(and(eq(snackProducts.isCategory, false), isNull(snackProducts.picture)));
    expect(without).toEqual([]);
    expect(readdirSync(dir).filter((f) => f.endsWith(".webp")).length).toBeGreaterThanOrEqual(
      2 * made - 2,
    );
    expect(await ensureDemoPictures(t.db, dir)).toBe(0);
    const served = await t.call("GET", `/api/snack/pictures/${articles[0]!.picture}?size=96`);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/webp"]);
  });
});
