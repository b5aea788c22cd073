// @vitest-environment jsdom
/**
 * After logout nothing personal stays readable on the device: an outbox entry keeps what it
 * needs to be sent (card number, amount), not the card holder's name, and its comment goes with
 * the entry once accepted or discarded.
 */
import { Dexie } from "dexie";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testCard } from "@/testing/builders";
import { ApiError } from "@/lib/api/api-error";
import type { AnyCommand } from "@/lib/commands/command";
import { BackOfficeDb, wipeCachedData } from "@/lib/offline/db";
import { discardEntry, enqueue } from "@/lib/offline/outbox";
import { createSyncEngine } from "@/lib/offline/sync-engine";
import { changeBonus, unassign } from "./card-commands";

const author = { employee: "agent@parc-demo.fr", employeeName: "Sophie Petit" };
const held = testCard("0420000001", {
  customerId: 7,
  customerFirstName: "Camille",
  customerLastName: "Durand",
});
let db: BackOfficeDb;
let n = 0;

beforeEach(() => {
  n += 1;
  db = new BackOfficeDb(`outbox-privacy-${n}`);
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

/** Everything the device's database holds, as text. */
async function everything(): Promise<string> {
  const tables = await Promise.all(db.tables.map((t) => t.toArray()));
  return JSON.stringify(tables);
}

const engine = (send: AnyCommand["send"]) =>
  createSyncEngine({
    db,
    employee: () => author.employee,
    command: (name) => (name === changeBonus.name ? { ...changeBonus, send } : undefined),
  });

describe("the outbox after logout", () => {
  it("keeps the card number, amount and comment of a pending action, not the holder's name", async () => {
    await enqueue(changeBonus, { card: held, amount: 5, comment: "Anniversaire" }, author, db);
    // The screen's cache got the full card (wiped at logout)...
    expect((await db.cards.get(held.number))?.card.customerLastName).toBe("Durand");
    await wipeCachedData(db);
    // ...the entry that stays has what sending it needs, and no name.
    const [entry] = await db.outbox.toArray();
    expect(entry?.payload).toMatchObject({
      card: { number: held.number, publicNumber: held.publicNumber, customerId: 7 },
      amount: 5,
      comment: "Anniversaire",
    });
    const text = await everything();
    expect(text).not.toContain("Camille");
    expect(text).not.toContain("Durand");
  });

  it("does so for every card command (they share the same stored form)", async () => {
    await enqueue(unassign, { card: held }, author, db);
    await wipeCachedData(db);
    expect(await everything()).not.toContain("Durand");
  });

  it("drops the comment with the entry once the server accepted it", async () => {
    await enqueue(changeBonus, { card: held, amount: 5, comment: "Anniversaire" }, author, db);
    const report = await engine(async ({ card }: { card: typeof held }) => card).sync();
    expect(report.accepted).toBe(1);
    await wipeCachedData(db);
    expect(await db.outbox.count()).toBe(0);
    expect(await everything()).not.toContain("Anniversaire");
  });

  it("keeps a refused entry's comment for a retry, and drops it when the entry is discarded", async () => {
    const entry = await enqueue(
      changeBonus,
      { card: held, amount: 5, comment: "Geste commercial" },
      author,
      db,
    );
    await engine(() => Promise.reject(new ApiError(400, "card_inactive"))).sync();
    expect((await db.outbox.get(entry.seq))?.state).toBe("rejected");
    expect(await everything()).toContain("Geste commercial");
    await discardEntry(entry.seq!, db);
    expect(await everything()).not.toContain("Geste commercial");
  });
});

describe("the database upgrade to version 2", () => {
  it("removes the holder's name from entries queued by the previous version", async () => {
    const name = `outbox-privacy-upgrade-${n}`;
    const old = new Dexie(name);
    old.version(1).stores({
      reads: "key, fetchedAt",
      cards: "number, *keys, fetchedAt",
      outbox: "++seq, &id, entity, employee, state",
      stamps: "kind",
    });
    await old.table("outbox").add({
      id: "k1",
      name: "card.bonus",
      kind: "card",
      entity: held.number,
      payload: { card: held, amount: 5, comment: "" },
      employee: author.employee,
      employeeName: author.employeeName,
      createdAt: 1,
      state: "pending",
      attempts: 0,
      nextAttemptAt: 0,
      announce: "engine",
    });
    old.close();
    const upgraded = new BackOfficeDb(name);
    const [entry] = await upgraded.outbox.toArray();
    expect(entry?.payload).toMatchObject({
      card: { number: held.number, customerFirstName: null, customerLastName: null },
      amount: 5,
    });
    upgraded.close();
    await Dexie.delete(name);
  });
});
