import { BroadcastChannel as NodeBroadcastChannel } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { connectSessionChannel } from "./session-channel";
import { createSessionStore, sessionFromTokens } from "./session-store";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const open: { close: () => void }[] = [];
function tab() {
  const store = createSessionStore(memoryStorage());
  const link = connectSessionChannel(
    store,
    new NodeBroadcastChannel("test-session") as unknown as BroadcastChannel,
  );
  open.push(link);
  return { store, link };
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

afterEach(() => open.splice(0).forEach((l) => l.close()));

describe("cross-tab session", () => {
  it("a new tab gets the session from an open one", async () => {
    const first = tab();
    first.store.set(sessionFromTokens(fakeAccessToken({ name: "Léa Petit" }), "r1"));
    const second = tab();
    await expect(second.link.askOthers(500)).resolves.toBe(true);
    expect(second.store.get()?.claims.name).toBe("Léa Petit");
  });

  it("a new tab with no other tab open stays signed out", async () => {
    const lonely = tab();
    await expect(lonely.link.askOthers(50)).resolves.toBe(false);
    expect(lonely.store.get()).toBeNull();
  });

  it("a logout in one tab logs out the others", async () => {
    const a = tab();
    const b = tab();
    a.store.set(sessionFromTokens(fakeAccessToken(), "r1"));
    await until(() => b.store.get() !== null);
    expect(b.store.get()).not.toBeNull();
    a.store.set(null);
    await until(() => b.store.get() === null);
    expect(b.store.get()).toBeNull();
  });

  it("a refresh in one tab hands the rotated tokens to the others, never older ones", async () => {
    const a = tab();
    const b = tab();
    const older = sessionFromTokens(fakeAccessToken(), "r1");
    const newer = sessionFromTokens(fakeAccessToken(), "r2");
    a.store.set(newer);
    await until(() => b.store.get()?.tokens.refreshToken === "r2");
    expect(b.store.get()?.tokens.refreshToken).toBe("r2");
    a.store.set(older);
    await new Promise((r) => setTimeout(r, 30));
    expect(b.store.get()?.tokens.refreshToken).toBe("r2");
  });
});
