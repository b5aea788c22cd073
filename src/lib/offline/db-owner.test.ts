// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { testCard } from "@/testing/builders";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { sessionFromTokens } from "../session/session-store";
import { sessionStore } from "../session/session";
import { findCachedCard, rememberCards } from "./card-cache";
import { BackOfficeDb, db } from "./db";

function signIn(email: string | undefined) {
  if (!email) return sessionStore.set(null);
  sessionStore.set(sessionFromTokens(fakeAccessToken({ email }), "refresh"));
}

/** What the previous employee left on the tablet: a cached card and their owner stamp. */
async function leftBy(email: string) {
  db.close({ disableAutoOpen: false });
  const other = new BackOfficeDb();
  await rememberCards([testCard("0420000001", { publicNumber: "PC-000001" })], other);
  await other.stamps.put({ kind: "owner", at: Date.now(), employee: email });
  other.close();
}

afterEach(() => {
  db.close({ disableAutoOpen: false });
  sessionStore.set(null);
});

describe("the cache belongs to the signed-in employee (src/lib/offline/db.ts)", () => {
  it("is wiped before a screen reads it when someone else signed in since", async () => {
    await leftBy("agent@parc-demo.fr");
    signIn("Manager@Parc-Demo.fr");
    expect(await findCachedCard("PC-000001")).toBeUndefined();
    expect((await db.stamps.get("owner"))?.employee).toBe("manager@parc-demo.fr");
  });

  it("is kept for the same employee", async () => {
    await leftBy("agent@parc-demo.fr");
    signIn("agent@parc-demo.fr");
    expect((await findCachedCard("PC-000001"))?.card.publicNumber).toBe("PC-000001");
  });

  it("keeps what a screen wrote while the database was opening (the wipe comes first)", async () => {
    await leftBy("agent@parc-demo.fr");
    signIn("manager@parc-demo.fr");
    // The first query opens the database: the screen's write waits for the owner's guard.
    await rememberCards([testCard("0420000002", { publicNumber: "PC-000002" })]);
    expect(await findCachedCard("PC-000001")).toBeUndefined();
    expect((await findCachedCard("PC-000002"))?.card.publicNumber).toBe("PC-000002");
  });

  it("holds nothing personal when the database opens signed out", async () => {
    await leftBy("agent@parc-demo.fr");
    signIn(undefined);
    expect(await db.cards.count()).toBe(0);
    expect(await db.stamps.get("owner")).toBeUndefined();
  });
});
