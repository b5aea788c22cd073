/** The planning routes' tests' set-up (periods.route.test.ts, periods-time.route.test.ts). */
import { expect } from "vitest";
import { periodListSchema, periodSchema, planningNowSchema } from "../../src/contract/planning";
import { SEED_PERIODS } from "../seed/planning.seed";
import { createTestApp } from "../testing/test-app";

export const PATH = "/api/planning/periods";

/** A happy hour on weekday afternoons, every game. */
export const base = {
  kind: "HappyHour",
  name: "Goûter",
  days: [1, 2, 3, 4, 5],
  startTime: "14:00",
  endTime: "17:00",
  percent: 30,
};

/** A fresh venue whose seeded periods were read once, then deleted: each test sets its own. */
export async function planningTestApp() {
  const t = await createTestApp();
  const manager = (await t.signIn("manager")).access_token;
  const agent = (await t.signIn("agent")).access_token;
  const list = periodListSchema.parse((await t.send("GET", PATH, undefined, manager)).body);
  expect(list.values.map((p) => p.name).sort()).toEqual(SEED_PERIODS.map((p) => p.name).sort());
  expect(list.timeZone).toBe("Europe/Paris");
  for (const p of list.values) await t.send("DELETE", `${PATH}/${p.id}`, undefined, manager);

  const create = (body: object, token = manager) => t.send("POST", PATH, body, token);
  const remove = (id: number) => t.send("DELETE", `${PATH}/${id}`, undefined, manager);
  return {
    t,
    manager,
    agent,
    create,
    remove,
    async created(body: object) {
      const res = await create(body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return periodSchema.parse(res.body);
    },
    async list() {
      return periodListSchema.parse((await t.send("GET", PATH, undefined, manager)).body).values;
    },
    async removeAll() {
      for (const p of periodListSchema.parse((await t.send("GET", PATH, undefined, manager)).body)
        .values)
        await remove(p.id);
    },
    async now(gameId: number, at: string) {
      const res = await t.send(
        "GET",
        `/api/planning/now?gameId=${gameId}&at=${encodeURIComponent(at)}`,
        undefined,
        manager,
      );
      expect(res.status).toBe(200);
      return planningNowSchema.parse(res.body);
    },
  };
}
