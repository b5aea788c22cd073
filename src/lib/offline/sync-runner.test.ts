// @vitest-environment jsdom
import { Dexie } from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error";
import { defineCommand, findCommand } from "../commands/command";
import { BackOfficeDb } from "./db";
import { enqueue } from "./outbox";
import { startSyncRunner, type SyncRunner } from "./sync-runner";
import { syncStatus } from "./sync-status";

/** Fails with a 503 as many times as `failures` says, then answers. */
let failures = 0;
let sends = 0;
const ping = defineCommand<{ serial: string }, { ok: true }>({
  name: "test.runner.ping",
  right: "KIOSK_ADD_UPDATE",
  kind: "kiosk",
  entity: ({ serial }) => serial,
  send: async () => {
    sends += 1;
    await Promise.resolve();
    if (failures > 0) {
      failures -= 1;
      throw new ApiError(503, "server_error");
    }
    return { ok: true };
  },
  describe: () => ({ id: "d" }),
  success: () => ({ id: "s" }),
  failure: () => ({ id: "f" }),
});

const author = { employee: "agent@parc-demo.fr", employeeName: "Sophie Petit" };
let db: BackOfficeDb;
let runner: SyncRunner | undefined;
let passes = 0;
let n = 0;

/**
 * Lets IndexedDB (fake-indexeddb runs on setImmediate, which stays real), promises and Dexie's
 * live queries (zero-delay timers) settle, without moving the clock.
 */
async function settle(rounds = 30) {
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  }
}

function start() {
  runner = startSyncRunner({
    db,
    employee: () => author.employee,
    command: findCommand,
    random: () => 0, // backoff = half its step: 500 ms after the first failure, 1 s after the second
    subscribeEmployee: () => () => undefined,
    beforeSync: async () => {
      passes += 1;
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  n += 1;
  db = new BackOfficeDb(`runner-test-${n}`);
  failures = 0;
  sends = 0;
  passes = 0;
});
afterEach(async () => {
  runner?.stop();
  runner = undefined;
  vi.useRealTimers();
  db.close();
  await Dexie.delete(db.name);
});

describe("sync runner", () => {
  it("sends what is queued at start, and counts it for the header", async () => {
    await enqueue(ping, { serial: "K1" }, author, db);
    start();
    await settle();
    expect(sends).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(syncStatus.get()).toMatchObject({
      pending: 0,
      rejected: 0,
      sending: false,
      sender: true,
    });
  });

  it("syncs after each enqueue (the outbox changed)", async () => {
    start();
    await settle();
    await enqueue(ping, { serial: "K1" }, author, db);
    await settle();
    expect(sends).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it("wakes up when a backoff ends, and not before (no busy loop behind a held entity)", async () => {
    failures = 2;
    await enqueue(ping, { serial: "K1" }, author, db);
    await enqueue(ping, { serial: "K1" }, author, db); // behind the first: waits with it
    start();
    await settle();
    expect(sends).toBe(1);
    expect(syncStatus.get().pending).toBe(2);
    const passesAfterFailure = passes;

    await vi.advanceTimersByTimeAsync(499);
    await settle();
    expect([sends, passes]).toEqual([1, passesAfterFailure]);

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sends).toBe(2); // second failure: 1 s now
    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(sends).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sends).toBe(4); // the first, then the one behind it
    expect(await db.outbox.count()).toBe(0);
    expect(syncStatus.get().pending).toBe(0);
  });

  it("sends nothing while the commands' code has not come, and sends once it has", async () => {
    let ready = false;
    await enqueue(ping, { serial: "K1" }, author, db);
    runner = startSyncRunner({
      db,
      employee: () => author.employee,
      command: findCommand,
      subscribeEmployee: () => () => undefined,
      beforeSync: () => (ready ? Promise.resolve() : Promise.reject(new Error("offline"))),
    });
    await settle();
    expect([sends, await db.outbox.count()]).toEqual([0, 1]);
    ready = true; // back online, the next attempt loads them
    window.dispatchEvent(new Event("online"));
    await settle();
    expect([sends, await db.outbox.count()]).toEqual([1, 0]);
  });

  it("tries at once, backoff ignored, when the network comes back", async () => {
    failures = 1;
    await enqueue(ping, { serial: "K1" }, author, db);
    start();
    await settle();
    expect(sends).toBe(1);
    window.dispatchEvent(new Event("online"));
    await settle();
    expect(sends).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it("stops sending once stopped", async () => {
    start();
    await settle();
    runner?.stop();
    await enqueue(ping, { serial: "K1" }, author, db);
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(sends).toBe(0);
    expect(syncStatus.get()).toMatchObject({ sender: false, sending: false });
  });
});
