import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Notifications, notifications, notificationsStore } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { syncStatus } from "@/lib/offline/sync-status";
import { renderScreen } from "@/testing/render";
import { showUpdatePrompt, UPDATE_PROMPT_ID } from "./update-prompt";

afterEach(() => {
  act(() => notifications.clean());
  syncStatus.update({ sending: false });
});

function prompt(update: () => Promise<void>) {
  renderScreen(<Notifications />);
  act(() => showUpdatePrompt(update));
}

describe("the new-version prompt", () => {
  it("stays until the person chooses, and updates on 'Mettre à jour'", async () => {
    const update = vi.fn(() => new Promise<void>(() => {}));
    prompt(update);
    expect(await screen.findByText("Nouvelle version disponible")).toBeTruthy();
    expect(notificationsStore.getState().notifications[0]).toMatchObject({
      id: UPDATE_PROMPT_ID,
      autoClose: false,
    });

    await userEvent.click(screen.getByRole("button", { name: "Mettre à jour" }));
    expect(update).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Plus tard" }).hasAttribute("disabled")).toBe(true);
  });

  it("says it waits for the outbox while actions are being sent", async () => {
    syncStatus.update({ sending: true });
    prompt(() => new Promise<void>(() => {}));
    await userEvent.click(await screen.findByRole("button", { name: "Mettre à jour" }));
    expect(
      screen.getByText("La mise à jour attend la fin de l'envoi des actions en attente."),
    ).toBeTruthy();
  });

  it("goes away on 'Plus tard' without updating", async () => {
    const update = vi.fn(async () => {});
    prompt(update);
    await userEvent.click(await screen.findByRole("button", { name: "Plus tard" }));
    await waitFor(() => expect(screen.queryByText("Nouvelle version disponible")).toBeNull());
    expect(update).not.toHaveBeenCalled();
  });
});
