import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defineCommand } from "@/lib/commands/command";
import { db, type OutboxEntry } from "@/lib/offline/db";
import { sessionStore } from "@/lib/session/session";
import { sessionFromTokens } from "@/lib/session/session-store";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { renderScreen } from "@/testing/render";
import PendingPanel from "./pending-panel";

defineCommand<{ number: string }, unknown>({
  name: "test.panel-disable",
  right: "CARD_UPDATE",
  kind: "card",
  entity: ({ number }) => number,
  send: async () => ({}),
  describe: ({ number }) => ({ id: "d", message: `Désactiver la carte ${number}` }),
  success: () => ({ id: "s" }),
  failure: () => ({ id: "f" }),
});

defineCommand<{ number: string; amount: number }, unknown>({
  name: "test.panel-bonus",
  right: "CARD_UPDATE",
  kind: "card",
  entity: ({ number }) => number,
  send: async () => ({}),
  describe: ({ number }) => ({ id: "b", message: `Unités bonus sur la carte ${number}` }),
  success: () => ({ id: "s" }),
  failure: () => ({ id: "f" }),
  correct: ({ number }) => `/cards/details/${number}`,
});

const ME = "camille.martin@parc-demo.fr";

function entry(overrides: Partial<OutboxEntry>): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    name: "test.panel-disable",
    kind: "card",
    entity: "042",
    payload: { number: "042" },
    employee: ME,
    employeeName: "Camille Martin",
    createdAt: Date.parse("2026-11-21T13:32:00Z"),
    state: "pending",
    attempts: 0,
    nextAttemptAt: 0,
    announce: "engine",
    ...overrides,
  };
}

beforeEach(async () => {
  await db.outbox.clear();
  sessionStore.set(sessionFromTokens(fakeAccessToken(), "refresh"));
});
afterEach(() => sessionStore.set(null));

describe("pending-actions panel", () => {
  it("lists the employee's entries with what, who, state and reason; others are only counted", async () => {
    await db.outbox.bulkAdd([
      entry({ payload: { number: "0420000001" } }),
      entry({
        payload: { number: "0420000002" },
        state: "rejected",
        error: { status: 400, code: "card_inactive" },
      }),
      entry({ employee: "agent@parc-demo.fr", employeeName: "Agent" }),
    ]);
    renderScreen(<PendingPanel opened onClose={() => undefined} />);
    const cards = await screen.findAllByTestId("outbox-entry");
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain("Désactiver la carte 0420000001");
    expect(cards[0]!.textContent).toContain("Par Camille Martin");
    expect(cards[0]!.textContent).toContain("En attente");
    expect(cards[1]!.textContent).toContain("Refusée");
    expect(cards[1]!.textContent).toContain("Cette carte est désactivée");
    expect(
      screen.getByText(/1 action d'un autre employé attend sa prochaine connexion/),
    ).toBeDefined();
    // Only a refused entry offers a retry and a discard.
    expect(within(cards[0]!).queryByRole("button", { name: "Réessayer" })).toBeNull();
    expect(within(cards[1]!).getByRole("button", { name: "Réessayer" })).toBeDefined();
  });

  it("retries a refused entry in place, and discards one only after confirmation", async () => {
    const [retried, dropped] = await db.outbox.bulkAdd(
      [
        entry({ state: "rejected", error: { status: 400, code: "card_inactive" } }),
        entry({ entity: "043", state: "rejected", error: { status: 409, code: "conflict" } }),
      ],
      { allKeys: true },
    );
    renderScreen(<PendingPanel opened onClose={() => undefined} />);
    const cards = await screen.findAllByTestId("outbox-entry");
    fireEvent.click(within(cards[0]!).getByRole("button", { name: "Réessayer" }));
    await waitFor(async () =>
      expect(await db.outbox.get(retried)).toMatchObject({ state: "pending", attempts: 0 }),
    );
    fireEvent.click(within(cards[1]!).getByRole("button", { name: "Abandonner" }));
    expect(await db.outbox.get(dropped)).toBeDefined();
    fireEvent.click(await screen.findByRole("button", { name: "Abandonner l'action" }));
    await waitFor(async () => expect(await db.outbox.get(dropped)).toBeUndefined());
  });

  it("offers 'Corriger' for a refused entry whose form can be opened again, on its screen", async () => {
    const id = crypto.randomUUID();
    await db.outbox.add(
      entry({
        id,
        name: "test.panel-bonus",
        payload: { number: "0420000009", amount: -5 },
        state: "rejected",
        error: { status: 400, code: "balance_limit" },
      }),
    );
    let closed = false;
    const { history } = renderScreen(<PendingPanel opened onClose={() => (closed = true)} />);
    const [card] = await screen.findAllByTestId("outbox-entry");
    expect(within(card!).queryByRole("button", { name: "Réessayer" })).toBeNull();
    fireEvent.click(within(card!).getByRole("button", { name: "Corriger" }));
    expect(closed).toBe(true);
    expect(history.at(-1)).toBe(`/cards/details/0420000009?corriger=${id}`);
  });

  it("says when a device command expires, then shows it expired with why, and no retry", async () => {
    const queued = Date.parse("2026-11-21T13:32:00Z");
    await db.outbox.bulkAdd([
      entry({ entity: "KSK-1", expiresAt: queued + 10 * 60_000 }),
      entry({
        entity: "KSK-2",
        expiresAt: queued + 10 * 60_000,
        state: "rejected",
        error: { status: 0, code: "command_expired" },
      }),
    ]);
    renderScreen(<PendingPanel opened onClose={() => undefined} />);
    const [waiting, expired] = await screen.findAllByTestId("outbox-entry");
    const at = new Date(queued + 10 * 60_000);
    const time = `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
    expect(waiting!.textContent).toContain(`Expire à ${time}`);
    expect(expired!.textContent).toContain("Expirée");
    expect(expired!.textContent).toContain("non envoyée dans les 10 minutes");
    expect(expired!.textContent).not.toContain("Attend le retour du réseau");
    expect(within(expired!).queryByRole("button", { name: "Réessayer" })).toBeNull();
    expect(within(expired!).getByRole("button", { name: "Abandonner" })).toBeDefined();
  });

  it("says, in plain words, what happens next, and marks the entry a refusal's toast asked for", async () => {
    const refused = crypto.randomUUID();
    await db.outbox.bulkAdd([
      entry({ payload: { number: "0420000001" } }),
      entry({
        entity: "043",
        payload: { number: "0420000003" },
        attempts: 2,
        error: { status: 0, code: "network" },
      }),
      entry({
        entity: "044",
        name: "an.old.version.command",
        state: "rejected",
        error: { status: 0, code: "unknown_command" },
      }),
      entry({
        id: refused,
        entity: "045",
        payload: { number: "0420000005" },
        state: "rejected",
        error: { status: 409, code: "conflict" },
      }),
    ]);
    renderScreen(<PendingPanel opened onClose={() => undefined} shown={refused} />);
    const [waiting, retrying, unknown, marked] = await screen.findAllByTestId("outbox-entry");
    expect(waiting!.textContent).toMatch(
      /Envoi au serveur dans un instant|Sera envoyée dès le retour du réseau/,
    );
    expect(retrying!.textContent).toContain("Attend le retour du réseau, puis partira d'elle-même");
    expect(unknown!.textContent).toContain(
      "Action enregistrée par une autre version de l'application",
    );
    expect(unknown!.textContent).not.toContain("an.old.version.command");
    expect(marked!.textContent).toContain("Rien n'a été changé");
    expect(marked!.getAttribute("data-shown")).toBe("true");
    expect(waiting!.getAttribute("data-shown")).toBeNull();
    const panel = screen.getByRole("dialog");
    expect(panel.textContent).not.toMatch(/outbox|idempotency|409|HTTP|JSON/i);
  });
});
