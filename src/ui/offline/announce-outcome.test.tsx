import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Notifications, notifications, notificationsStore } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineCommand } from "@/lib/commands/command";
import { renderScreen } from "@/testing/render";
import { announceOutcome } from "./announce-outcome";
import { onPendingPanelRequest } from "./pending-panel-request";

defineCommand<{ number: string; to: string }, unknown>({
  name: "test.announce-transfer",
  right: "CARD_TRANSFER",
  kind: "card",
  entity: ({ number }) => number,
  send: async () => ({}),
  describe: ({ number, to }) => ({
    id: "t",
    message: `Transférer la carte ${number} sur la carte ${to}`,
  }),
  success: () => ({ id: "s", message: "Carte transférée" }),
  failure: () => ({ id: "f", message: "Erreur lors du transfert de la carte" }),
  refusal: ({ to }, code) =>
    code === "not_found" ? { id: "r", message: `La carte ${to} n'existe pas` } : undefined,
  correct: ({ number }) => `/cards/details/${number}`,
});

defineCommand<{ serial: string }, unknown>({
  name: "test.announce-restart",
  right: "KIOSK_ADD_UPDATE",
  kind: "kiosk",
  entity: ({ serial }) => serial,
  send: async () => ({}),
  describe: ({ serial }) => ({ id: "k", message: `Redémarrer la borne ${serial}` }),
  success: () => ({ id: "s" }),
  failure: () => ({ id: "f" }),
});

afterEach(() => act(() => notifications.clean()));

const refused = (code: string) => ({
  type: "rejected" as const,
  error: { status: code === "not_found" ? 404 : 409, code },
});

describe("a refusal the sync engine announces", () => {
  it("says what was refused and why, stays, and 'Corriger' opens the action's form, filled", async () => {
    renderScreen(<Notifications />);
    const navigate = vi.fn();
    act(() =>
      announceOutcome(
        {
          id: "entry-1",
          name: "test.announce-transfer",
          payload: { number: "0420000001", to: "0499999999" },
          settlement: refused("not_found"),
        },
        navigate,
      ),
    );
    expect(
      await screen.findByText(
        "Action refusée : Transférer la carte 0420000001 sur la carte 0499999999",
      ),
    ).toBeTruthy();
    expect(screen.getByText("La carte 0499999999 n'existe pas. Rien n'a été changé.")).toBeTruthy();
    expect(notificationsStore.getState().notifications[0]).toMatchObject({ autoClose: false });
    await userEvent.click(screen.getByRole("button", { name: "Corriger" }));
    expect(navigate).toHaveBeenCalledWith("/cards/details/0420000001?corriger=entry-1");
  });

  it("opens the pending-actions panel at the action when it has no form to correct", async () => {
    renderScreen(<Notifications />);
    const asked: (string | undefined)[] = [];
    const stop = onPendingPanelRequest((id) => asked.push(id));
    const navigate = vi.fn();
    act(() =>
      announceOutcome(
        {
          id: "entry-2",
          name: "test.announce-restart",
          payload: { serial: "KSK-0001" },
          settlement: refused("conflict"),
        },
        navigate,
      ),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Corriger" }));
    expect(asked).toEqual(["entry-2"]);
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });

  it("an accepted action gets its success toast, without a button", async () => {
    renderScreen(<Notifications />);
    act(() =>
      announceOutcome({
        id: "entry-3",
        name: "test.announce-transfer",
        payload: { number: "0420000001", to: "0420000002" },
        settlement: { type: "accepted", result: {} },
      }),
    );
    expect(await screen.findByText("Carte transférée")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Corriger" })).toBeNull();
  });
});
