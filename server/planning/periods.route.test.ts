// @vitest-environment node
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodSchema } from "../../src/contract/planning";
import { monitorActions } from "../db/schema/monitor.schema";
import { base, PATH, planningTestApp } from "./planning-test-kit";

let kit: Awaited<ReturnType<typeof planningTestApp>>;
beforeAll(async () => {
  kit = await planningTestApp();
});
afterAll(() => kit.t.close());

describe("planning periods", () => {
  it("needs CONFIGFFHH_READ to read and CONFIGFFHH_CUD to write", async () => {
    expect((await kit.t.call("GET", PATH)).status).toBe(401);
    expect((await kit.t.send("GET", PATH, undefined, kit.agent)).status).toBe(403);
    expect(
      (await kit.t.send("GET", "/api/planning/now?gameId=1", undefined, kit.agent)).status,
    ).toBe(403);
    expect((await kit.create(base, kit.agent)).status).toBe(403);
    expect((await kit.t.send("PUT", `${PATH}/1`, base, kit.agent)).status).toBe(403);
    expect((await kit.t.send("DELETE", `${PATH}/1`, undefined, kit.agent)).status).toBe(403);
    const readOnly = await kit.t.forgeToken({ role_rights: ["CONFIGFFHH_READ"] });
    expect((await kit.t.send("GET", PATH, undefined, readOnly)).status).toBe(200);
    expect((await kit.create(base, readOnly)).status).toBe(403);
  });

  it("creates, lists, changes and deletes a period", async () => {
    const p = await kit.created({
      ...base,
      days: [5, 1],
      excludedDates: ["2026-12-25", "2026-12-25"],
      categoryIds: [1],
    });
    expect(p).toMatchObject({
      days: [1, 5],
      excludedDates: ["2026-12-25"],
      allGames: false,
      categoryIds: [1],
      gameIds: [],
      from: null,
    });
    expect((await kit.list()).map((v) => v.id)).toContain(p.id);
    const changed = await kit.t.send(
      "PUT",
      `${PATH}/${p.id}`,
      { ...base, kind: "FreePlay", percent: null, name: "Libre" },
      kit.manager,
    );
    expect(changed.status).toBe(200);
    expect(periodSchema.parse(changed.body)).toMatchObject({
      kind: "FreePlay",
      percent: null,
      allGames: true,
      categoryIds: [],
    });
    expect((await kit.remove(p.id)).status).toBe(204);
    expect((await kit.remove(p.id)).status).toBe(404);
    // Each change is in the events log; a refused one (404) is not.
    const logged = await kit.t.db
      .select({ type: monitorActions.type })
      .from(monitorActions)
      .where(like(monitorActions.detail, `#${p.id} %`));
    expect(logged.map((entry) => entry.type).sort()).toEqual([
      "PeriodAdded",
      "PeriodDeleted",
      "PeriodUpdated",
    ]);
    expect((await kit.t.send("PUT", `${PATH}/${p.id}`, base, kit.manager)).status).toBe(404);
  });

  it("refuses bad input with a code, never a 500", async () => {
    const bad: [object, string, string][] = [
      [{ ...base, name: "" }, "name", "required"],
      [{ ...base, name: "x".repeat(61) }, "name", "max_length:60"],
      [{ ...base, days: [] }, "days", "required"],
      [{ ...base, days: [1, 1] }, "days", "is_valid"],
      [{ ...base, days: [8] }, "days.0", "max_value:7"],
      [{ ...base, startTime: "25:00" }, "startTime", "min_time_val"],
      [{ ...base, endTime: "14:00" }, "endTime", "is_valid"],
      [{ ...base, percent: undefined }, "percent", "required"],
      [{ ...base, percent: 0 }, "percent", "min_value:1"],
      [{ ...base, percent: 101 }, "percent", "max_value:100"],
      [{ ...base, percent: 12.5 }, "percent", "min_value"],
      [{ ...base, kind: "FreePlay" }, "percent", "is_valid"],
      [{ ...base, kind: "Other" }, "kind", "required"],
      [{ ...base, from: "2026-02-01", to: "2026-01-01" }, "to", "is_valid"],
      [{ ...base, from: "1999-12-31" }, "from", "invalid_date"],
      [
        {
          ...base,
          excludedDates: Array.from({ length: 101 }, (_, i) =>
            `2026-01-01`.replace(
              "01-01",
              `0${1 + (i % 9)}-${String(1 + Math.floor(i / 9)).padStart(2, "0")}`,
            ),
          ),
        },
        "excludedDates",
        "max_value:100",
      ],
      [
        { ...base, gameIds: Array.from({ length: 201 }, (_, i) => i + 1) },
        "gameIds",
        "max_value:200",
      ],
    ];
    for (const [body, path, rule] of bad) {
      const res = await kit.create(body);
      expect(res.status, `${path} ${rule}`).toBe(400);
      expect(res.body, `${path} ${rule}`).toMatchObject({
        code: "validation_failed",
        issues: expect.arrayContaining([{ path, rule }]) as unknown,
      });
    }
    expect((await kit.create({ ...base, gameIds: [999_999] })).body).toEqual({
      code: "unknown_game",
    });
    expect((await kit.create({ ...base, categoryIds: [999_999] })).body).toEqual({
      code: "unknown_category",
    });
    const q = (s: string) => kit.t.send("GET", `/api/planning/now?${s}`, undefined, kit.manager);
    expect((await q("")).status).toBe(400);
    expect((await q("gameId=x")).status).toBe(400);
    expect((await q("gameId=1&at=yesterday")).status).toBe(400);
    expect((await q("gameId=999999")).body).toEqual({ code: "not_found" });
  });
});
