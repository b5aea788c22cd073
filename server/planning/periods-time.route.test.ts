// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base, PATH, planningTestApp } from "./planning-test-kit";

let kit: Awaited<ReturnType<typeof planningTestApp>>;
beforeAll(async () => {
  kit = await planningTestApp();
});
afterAll(() => kit.t.close());

describe("planning periods in time", () => {
  it("refuses a period overlapping another on a common game, of any kind, naming it", async () => {
    const video = await kit.created({ ...base, name: "Vidéo", categoryIds: [1] });
    const { body: game } = await kit.t.send(
      "GET",
      "/api/game/games?filterOnCategoryId=1&size=1",
      undefined,
      kit.manager,
    );
    const gameId = (game as { results: { id: number }[] }).results[0]!.id;
    const clash = await kit.create({
      ...base,
      kind: "FreePlay",
      percent: null,
      name: "Libre",
      days: [3],
      startTime: "16:30",
      endTime: "18:00",
      gameIds: [gameId],
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      code: "period_conflict",
      issues: [
        { path: "conflict.id", rule: String(video.id) },
        { path: "conflict.name", rule: "Vidéo" },
      ],
    });
    // Every game covers the category's games too.
    expect((await kit.create({ ...base, name: "Tout", days: [1] })).status).toBe(409);
    // Touching ends, another day, another category, other dates: no conflict.
    const ok = [
      { ...base, name: "Après", startTime: "17:00", endTime: "18:00" },
      { ...base, name: "Week-end", days: [6, 7] },
      { ...base, name: "Sport", categoryIds: [3] },
    ];
    const ids = [];
    for (const body of ok) ids.push((await kit.created(body)).id);
    // An update does not conflict with itself, but does with the others.
    expect(
      (
        await kit.t.send(
          "PUT",
          `${PATH}/${video.id}`,
          { ...base, name: "Vidéo 2", categoryIds: [1] },
          kit.manager,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await kit.t.send(
          "PUT",
          `${PATH}/${video.id}`,
          { ...base, name: "Vidéo 2", days: [6] },
          kit.manager,
        )
      ).status,
    ).toBe(409);
    for (const id of [video.id, ...ids]) await kit.remove(id);
  });

  it("dates a limited period and its holidays for conflicts", async () => {
    const xmas = await kit.created({
      ...base,
      name: "Noël",
      days: [1, 2, 3, 4, 5, 6, 7],
      from: "2026-12-19",
      to: "2027-01-03",
    });
    expect((await kit.create({ ...base, name: "Janvier", from: "2027-01-04" })).status).toBe(201);
    expect(
      (await kit.create({ ...base, name: "Décembre", days: [6, 7], to: "2026-12-20" })).status,
    ).toBe(409);
    expect((await kit.create({ ...base, name: "Décembre", to: "2026-12-20" })).status).toBe(201);
    // Only 25 December in common, and it is excluded.
    const p = await kit
      .created({
        ...base,
        name: "Le 25",
        days: [5],
        from: "2026-12-25",
        to: "2026-12-25",
      })
      .catch(() => undefined);
    expect(p).toBeUndefined();
    await kit.t.send(
      "PUT",
      `${PATH}/${xmas.id}`,
      {
        ...base,
        name: "Noël",
        days: [1, 2, 3, 4, 5, 6, 7],
        from: "2026-12-19",
        to: "2027-01-03",
        excludedDates: ["2026-12-25"],
      },
      kit.manager,
    );
    expect(
      (
        await kit.create({
          ...base,
          name: "Le 25",
          days: [5],
          from: "2026-12-25",
          to: "2026-12-25",
        })
      ).status,
    ).toBe(201);
    await kit.removeAll();
  });

  it("crosses midnight: the part after it lies on the next day, for conflicts and now", async () => {
    const night = await kit.created({
      ...base,
      name: "Nuit",
      days: [6],
      startTime: "22:00",
      endTime: "02:00",
    });
    expect(
      (
        await kit.create({
          ...base,
          name: "Dimanche tôt",
          days: [7],
          startTime: "01:00",
          endTime: "03:00",
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await kit.create({
          ...base,
          name: "Samedi tôt",
          days: [6],
          startTime: "01:00",
          endTime: "03:00",
        })
      ).status,
    ).toBe(201);
    // Saturday 2026-01-10, 23:00 and Sunday 01:59 in Paris (UTC+1).
    expect(await kit.now(1, "2026-01-10T22:00:00Z")).toMatchObject({
      periodId: night.id,
      until: "2026-01-11T02:00:00+01:00",
    });
    expect((await kit.now(1, "2026-01-11T00:59:00Z")).periodId).toBe(night.id);
    expect((await kit.now(1, "2026-01-11T01:00:00Z")).kind).toBeNull();
    await kit.removeAll();
  });

  it("answers now in the venue's time, the Sundays the clocks change", async () => {
    const p = await kit.created({
      ...base,
      kind: "FreePlay",
      percent: null,
      name: "Nuit courte",
      days: [7],
      startTime: "01:30",
      endTime: "03:30",
      gameIds: [1],
    });
    const at = (iso: string) => kit.now(1, iso);
    // 29 March 2026: 01:30 CET is 00:30Z; 03:30 CEST is 01:30Z (one hour).
    expect((await at("2026-03-29T00:29:59Z")).kind).toBeNull();
    expect(await at("2026-03-29T00:30:00Z")).toEqual({
      kind: "FreePlay",
      periodId: p.id,
      name: "Nuit courte",
      percent: null,
      until: "2026-03-29T03:30:00+02:00",
      at: "2026-03-29T01:30:00+01:00",
    });
    expect((await at("2026-03-29T01:29:00Z")).kind).toBe("FreePlay");
    expect((await at("2026-03-29T01:30:00Z")).kind).toBeNull();
    // 25 October 2026: 01:30 CEST is 23:30Z the day before; 03:30 CET is 02:30Z (three hours).
    expect((await at("2026-10-24T23:29:00Z")).kind).toBeNull();
    expect((await at("2026-10-24T23:30:00Z")).until).toBe("2026-10-25T03:30:00+01:00");
    expect((await at("2026-10-25T01:30:00Z")).at).toBe("2026-10-25T02:30:00+01:00");
    expect((await at("2026-10-25T01:30:00Z")).kind).toBe("FreePlay");
    expect((await at("2026-10-25T02:30:00Z")).kind).toBeNull();
    // Another game, not covered: nothing.
    expect((await kit.now(2, "2026-03-29T00:45:00Z")).kind).toBeNull();
    await kit.remove(p.id);
  });
});
