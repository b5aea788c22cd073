import { msg } from "@lingui/core/macro";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Badge } from "@mantine/core";
import type { Paged } from "@/contract/paging";
import { LIMITS } from "@/contract/limits";
import { ApiError } from "@/lib/api/api-error";
import { sessionFromTokens } from "@/lib/session/session-store";
import { sessionStore } from "@/lib/session/session";
import { fakeAccessToken } from "@/testing/fake-jwt";
import { renderScreen } from "@/testing/render";
import { notify } from "../notify";
import { defineList, ResourceList } from "./resource-list";

vi.mock("../notify", () => ({ notify: vi.fn() }));

interface Player {
  id: number;
  name: string;
  active: boolean;
}

const players = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: i === 0 ? "=HYPERLINK(1)" : `Joueur ${i + 1}`,
    active: i % 2 === 0,
  }));

/** A paged list of `count` players whose loads the test sees; `fail` makes export pages fail. */
function declare(
  count: number,
  load?: (query: { page: number; size: number }) => Promise<Paged<Player>>,
) {
  const all = players(count);
  const pageOf = async ({ page, size }: { page: number; size: number }) => ({
    results: all.slice(page * size, (page + 1) * size),
    total: all.length,
    currentPage: page,
  });
  const loads = vi.fn(load ?? pageOf);
  const list = defineList({
    cache: `test-export-${Math.random()}`,
    screen: { title: msg`Joueurs` },
    load: (query: { page: number; size: number; name: string }) =>
      query.size === LIMITS.pageSize ? loads(query) : pageOf(query),
    size: 10,
    filters: { name: "" },
    rowKey: (p: Player) => p.id,
    columns: [
      { key: "name", header: msg`Nom`, render: (p: Player) => p.name, hideable: true },
      {
        key: "state",
        header: msg`État`,
        render: (p: Player) => <Badge>{p.active ? "Actif" : "Inactif"}</Badge>,
        csv: (p: Player) => (p.active ? "Actif" : "Inactif"),
      },
    ],
    empty: msg`Aucun joueur`,
  });
  return { list, loads };
}

let files: Blob[];
beforeEach(() => {
  sessionStore.set(sessionFromTokens(fakeAccessToken({ rights: [] }), "refresh"));
  files = [];
  vi.stubGlobal("URL", {
    ...URL,
    createObjectURL: (blob: Blob) => {
      files.push(blob);
      return "blob:export";
    },
    revokeObjectURL: () => undefined,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
  sessionStore.set(null);
});

describe("the export button of a list", () => {
  it("downloads every page's rows, every column, neutralised, in the CSV Excel opens", async () => {
    const { list, loads } = declare(450);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => undefined);
    // The names are hidden on this device: a spreadsheet still gets them.
    localStorage.setItem(`bo.columns.${list.cache}`, JSON.stringify(["name"]));
    renderScreen(<ResourceList of={list} />, { path: "/players" });
    expect((await screen.findAllByText("Actif")).length).toBe(5);
    expect(screen.queryByRole("columnheader", { name: "Nom" })).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Exporter" }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(loads).toHaveBeenCalledTimes(3);
    const text = await files[0]?.text();
    const lines = (text ?? "").replace(/^\ufeff/, "").split("\r\n");
    expect(lines[0]).toBe("Nom;État");
    expect(lines[1]).toBe("'=HYPERLINK(1);Actif");
    expect(lines[2]).toBe("Joueur 2;Inactif");
    expect(lines).toHaveLength(452); // the header, 450 rows, the last line end
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^Joueurs \d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });

  it("shows the pages read and stops, downloading nothing, when cancelled", async () => {
    let release: () => void = () => undefined;
    const { list, loads } = declare(1000, async ({ page, size }) => {
      if (page === 1) await new Promise<void>((resolve) => (release = resolve));
      return {
        results: players(1000).slice(page * size, (page + 1) * size),
        total: 1000,
        currentPage: page,
      };
    });
    renderScreen(<ResourceList of={list} />, { path: "/players" });
    fireEvent.click(await screen.findByRole("button", { name: "Exporter" }));
    const dialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(dialog).getByRole("status").textContent).toBe("Export\u00a0: 1 / 5 pages"),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    release();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toHaveBeenCalledTimes(2);
    expect(files).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it("says why an export failed, with the app's message, and downloads nothing", async () => {
    const { list } = declare(30, async () => {
      throw new ApiError(403, "forbidden");
    });
    renderScreen(<ResourceList of={list} />, { path: "/players" });
    fireEvent.click(await screen.findByRole("button", { name: "Exporter" }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        "error",
        "Vous n'avez pas accès à cette page",
        "Export impossible",
      ),
    );
    expect(files).toHaveLength(0);
  });

  it("is not offered when the filters select nothing", async () => {
    const { list } = declare(0);
    renderScreen(<ResourceList of={list} />, { path: "/players" });
    expect(await screen.findByText("Aucun joueur")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Exporter" })).toBeNull();
  });
});
