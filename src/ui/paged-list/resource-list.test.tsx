import { msg } from "@lingui/core/macro";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gamesApi } from "@/contract/catalogue.endpoints";
import type { Right } from "@/contract/rights";
import { call } from "@/lib/api/call";
import { NetworkError } from "@/lib/api/api-error";
import { sessionFromTokens } from "@/lib/session/session-store";
import { sessionStore } from "@/lib/session/session";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { renderScreen } from "@/testing/render";
import { defineList, ResourceList, type ListFormProps } from "./resource-list";

vi.mock("@/lib/api/call", () => ({ call: vi.fn(async () => undefined) }));

interface Game {
  id: number;
  code: string;
}

function signInWith(rights: Right[]) {
  sessionStore.set(sessionFromTokens(fakeAccessToken({ rights }), "refresh"));
}

function declare(games: Game[]) {
  const formShown = vi.fn((props: ListFormProps<Game>) =>
    props.opened ? <p>{props.row ? `edit ${props.row.code}` : "new game"}</p> : null,
  );
  const list = defineList({
    cache: `test-resource-${Math.random()}`,
    screen: {
      title: msg`Jeux`,
      create: { label: msg`Ajouter un jeu`, right: "CATALOG_ADD_UPDATE" },
    },
    all: async () => games,
    size: 10,
    filters: { code: "" },
    filterFields: [{ name: "code", label: msg`Code` }],
    match: (game: Game, filters: { code: string }) => game.code.includes(filters.code),
    rowKey: (game) => game.id,
    columns: [{ key: "code", header: msg`Code`, render: (game) => game.code }],
    empty: msg`Aucun jeu trouvé`,
    open: (game) => `/games/details/${game.id}`,
    form: {
      render: formShown,
      update: gamesApi.update,
    },
    remove: {
      endpoint: gamesApi.remove,
      params: (game) => ({ id: game.id }),
      confirm: ({ code }) => msg`Le jeu ${code} sera supprimé.`,
      done: msg`Jeu supprimé`,
      failed: msg`Erreur lors de la suppression du jeu`,
    },
  });
  return { list };
}

afterEach(() => sessionStore.set(null));

describe("a declared list screen", () => {
  it("says calmly, offline, that a list was never opened on this device", async () => {
    signInWith(["CATALOG_READ"]);
    const list = defineList({
      cache: `test-offline-${Math.random()}`,
      screen: { title: msg`Jeux` },
      all: async (): Promise<Game[]> => {
        throw new NetworkError();
      },
      size: 10,
      rowKey: (game: Game) => game.id,
      columns: [{ key: "code", header: msg`Code`, render: (game: Game) => game.code }],
      empty: msg`Aucun jeu trouvé`,
    });
    renderScreen(<ResourceList of={list} />, { path: "/games" });
    expect((await screen.findByRole("status")).textContent).toContain(
      "Hors ligne\u00a0: cette liste n'a pas encore été ouverte sur cet appareil.",
    );
    expect(screen.queryByText("Chargement impossible")).toBeNull();
  });

  it("keeps the table's layout while its first page loads: skeleton rows, hidden and inert", async () => {
    signInWith(["CATALOG_READ"]);
    let answer: (games: Game[]) => void = () => undefined;
    const list = defineList({
      cache: `test-skeleton-${Math.random()}`,
      screen: { title: msg`Jeux` },
      all: () => new Promise<Game[]>((resolve) => (answer = resolve)),
      size: 10,
      rowKey: (game: Game) => game.id,
      columns: [{ key: "code", header: msg`Code`, render: (game: Game) => game.code }],
      empty: msg`Aucun jeu trouvé`,
      open: (game: Game) => `/games/details/${game.id}`,
    });
    const { container } = renderScreen(<ResourceList of={list} />, { path: "/games" });
    const table = await screen.findByRole("table", { name: "Jeux" });
    await waitFor(() =>
      expect(container.querySelectorAll('tr[aria-hidden="true"]').length).toBe(8),
    );
    expect(table.closest("[aria-busy]")?.getAttribute("aria-busy")).toBe("true");
    // Hidden from assistive technology: only the header row is a row.
    expect(within(table).getAllByRole("row")).toHaveLength(1);
    expect(screen.queryByText("Aucun jeu trouvé")).toBeNull();

    answer([{ id: 1, code: "AIR-01" }]);
    expect(await within(table).findByText("AIR-01")).toBeTruthy();
    expect(container.querySelectorAll('tr[aria-hidden="true"]')).toHaveLength(0);
  });

  it("shows rows, filters and opens a row's page, with no action its reader may not use", async () => {
    signInWith(["CATALOG_READ"]);
    const { list } = declare([
      { id: 1, code: "AIR-01" },
      { id: 2, code: "BOX-02" },
    ]);
    const { history } = renderScreen(<ResourceList of={list} />, { path: "/games" });
    expect(await screen.findByRole("heading", { name: "Jeux" })).toBeDefined();
    expect(await screen.findByText("BOX-02")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Ajouter un jeu" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Modifier" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Supprimer" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Code"), { target: { value: "ZZZ" } });
    expect(await screen.findByText("Aucun jeu trouvé")).toBeDefined();
    fireEvent.change(screen.getByLabelText("Code"), { target: { value: "AIR" } });
    fireEvent.click(await screen.findByText("AIR-01"));
    expect(history.at(-1)).toBe("/games/details/1");
  });

  it("gives holders of the rights add, edit and a delete that asks first and says the outcome", async () => {
    signInWith(["CATALOG_READ", "CATALOG_ADD_UPDATE", "CATALOG_DELETE"]);
    const { list } = declare([{ id: 1, code: "AIR-01" }]);
    const { history } = renderScreen(<ResourceList of={list} />, { path: "/games" });
    fireEvent.click(await screen.findByRole("button", { name: "Ajouter un jeu" }));
    expect(screen.getByText("new game")).toBeDefined();
    const row = (await screen.findByText("AIR-01")).closest("tr");
    if (!row) throw new Error("no row");
    fireEvent.click(within(row).getByRole("button", { name: "Modifier" }));
    expect(screen.getByText("edit AIR-01")).toBeDefined();
    // The row's buttons do not open the row.
    expect(history.at(-1)).toBe("/games");
    fireEvent.click(within(row).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Le jeu AIR-01 sera supprimé.")).toBeDefined();
    expect(call).not.toHaveBeenCalled();
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    // The declaration's delete endpoint, with the row's path parameters.
    await waitFor(() => expect(call).toHaveBeenCalledWith(gamesApi.remove, { params: { id: 1 } }));
  });
});
