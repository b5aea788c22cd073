// @vitest-environment node
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS } from "../../src/contract/endpoints";
import { ensureDemoPictures } from "../../server/seed/snack-pictures.seed";
import { createTestApp, type TestApp } from "../../server/testing/test-app";
import { checkApi, lineOf, type CheckOptions } from "./check-api";
import { writes } from "./read-checks";

let t: TestApp;
let pictures: string;
beforeAll(async () => {
  pictures = mkdtempSync(join(tmpdir(), "check-api-pictures-"));
  t = await createTestApp({ PICTURES_DIR: pictures });
  // The demo's menu with its pictures, as `npm start` makes it: the picture read has one to read.
  await ensureDemoPictures(t.db, pictures);
});
afterAll(() => {
  t.close();
  rmSync(pictures, { recursive: true, force: true });
});

const READS = ENDPOINTS.filter((e) => !writes(e)).length;

function options(fetchImpl: typeof fetch): CheckOptions {
  return {
    baseUrl: "http://api.test",
    fetch: fetchImpl,
    credentials: {
      user: t.accounts.admin.email,
      password: t.accounts.admin.password!,
      clientId: t.config.oauth.clientId,
      clientSecret: t.config.oauth.clientSecret,
    },
  };
}

const reference: typeof fetch = (input, init) =>
  Promise.resolve(t.app.request(input as string, init));

/**
 * A venue's API with two flaws: the products' price is text, and the games list has no `total`.
 */
const broken: typeof fetch = async (input, init) => {
  const res = await reference(input, init);
  const path = new URL(input as string).pathname;
  if (path !== "/api/product/products" && path !== "/api/game/games") return res;
  const body = (await res.json()) as { total?: number; results: { price?: unknown }[] };
  if (path === "/api/game/games") delete body.total;
  else body.results = body.results.map((p) => ({ ...p, price: String(p.price) }));
  return Response.json(body, { status: res.status });
};

describe("npm run check-api", () => {
  it("passes every read endpoint of the reference server, and writes nothing", async () => {
    const sent: string[] = [];
    const recording: typeof fetch = (input, init) => {
      sent.push(`${init?.method ?? "GET"} ${new URL(input as string).pathname}`);
      return reference(input, init);
    };
    const report = await checkApi(options(recording));
    expect(report.results.filter((r) => r.outcome !== "passed").map(lineOf)).toEqual([]);
    expect(report.summary).toBe(`${READS} endpoints checked, 0 failed`);
    expect(sent.filter((s) => !s.startsWith("GET "))).toEqual(["POST /connect/token"]);
  });

  it("names each flaw of a broken API: the field, what was expected and what came", async () => {
    const lines: string[] = [];
    const report = await checkApi({ ...options(broken), log: (l) => lines.push(l) });
    const failed = lines.filter((l) => l.startsWith("failed"));
    expect(failed).toEqual([
      expect.stringMatching(
        /^failed {2}GET \/api\/game\/games \(gamesApi\.list\): total: expected number, got nothing$/,
      ),
      expect.stringMatching(
        /^failed {2}GET \/api\/product\/products \(productsApi\.list\): results\.0\.price: expected number, got "\d+(\.\d+)?"$/,
      ),
    ]);
    expect(report.failed).toBe(2);
    expect(lines.at(-1)).toBe(`${READS} endpoints checked, 2 failed`);
  });
});

describe("npm run check-api -- --write (a test venue)", () => {
  /** What the venue holds, read through the API: what the write checks must leave as it was. */
  async function holdings() {
    const token = (await t.signIn("admin")).access_token;
    const read = async (path: string) =>
      (await t.call("GET", path, { token }).then((r) => r.json())) as Record<string, unknown>;
    return {
      products: await read("/api/product/count"),
      games: await read("/api/game/count"),
      kiosks: await read("/api/kiosk/count"),
      devices: await read("/api/smarttouch/count"),
      customers: (await read("/api/customer/customers")).total,
      staffCards: ((await read("/api/staffcard/staffcards")).values as unknown[]).length,
      updates: await read("/api/smarttouch/update/all"),
      settings: await read("/api/site/settings"),
      categories: await read("/api/gamecategory/gamecategories"),
      roles: await read("/api/role/roles"),
      cards: await read("/api/card/cards?size=100"),
    };
  }

  it("calls the mutations that can be undone, each conforming, and leaves the venue as it was", async () => {
    const before = await holdings();
    const lines: string[] = [];
    const report = await checkApi({
      ...options(reference),
      write: true,
      log: (l) => lines.push(l),
    });
    expect(lines.filter((l) => l.startsWith("failed"))).toEqual([]);
    const mutations = ENDPOINTS.filter(writes).length;
    const skipped = report.results.filter((r) => r.outcome === "skipped");
    // Every mutation is either called or said skipped, with why.
    expect(report.checked + skipped.length).toBe(READS + mutations);
    expect(skipped.every((r) => !!r.detail)).toBe(true);
    expect(report.checked).toBeGreaterThan(READS + 20);
    expect(await holdings()).toEqual(before);
  });
});

/** Runs the command as a venue would, against `fetchImpl` served on a real port. */
async function runCli(fetchImpl: typeof fetch, env: Record<string, string>) {
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve(
      { fetch: (req) => fetchImpl(req.url, req), port: 0, hostname: "127.0.0.1" },
      (info: AddressInfo) => resolve(info.port),
    );
  });
  try {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/check-api.ts", `http://127.0.0.1:${port}`],
      { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    return { code, lines: out.trim().split("\n") };
  } finally {
    server?.close();
  }
}

describe("the command line", () => {
  const env = () => ({
    CHECK_API_USER: t.accounts.admin.email,
    CHECK_API_PASSWORD: t.accounts.admin.password!,
    CHECK_API_CLIENT_ID: t.config.oauth.clientId,
    CHECK_API_CLIENT_SECRET: t.config.oauth.clientSecret,
  });

  it("exits 0 on the reference server, 1 on a broken API, its last line the tally", async () => {
    const good = await runCli(reference, env());
    expect([good.code, good.lines.at(-1)]).toEqual([0, `${READS} endpoints checked, 0 failed`]);
    const bad = await runCli(broken, env());
    expect([bad.code, bad.lines.at(-1)]).toEqual([1, `${READS} endpoints checked, 2 failed`]);
  });

  it("exits 2 and says what is missing without its credentials", async () => {
    const { code, lines } = await runCli(reference, { CHECK_API_USER: "" });
    expect(code).toBe(2);
    expect(lines.join("\n")).toMatch(/missing in the environment: CHECK_API_USER/);
  });
});
