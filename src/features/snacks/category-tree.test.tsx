import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SnackTreeNode } from "@/contract/snacks";
import { db } from "@/lib/offline/db";
import { signInWithOutbox } from "@/testing/outbox";
import { renderScreen } from "@/testing/render";
import { CategoryTree } from "./category-tree";

const node = (id: number, name: string, children: SnackTreeNode[] = []): SnackTreeNode => ({
  id,
  name,
  isCategory: children.length > 0,
  isAvailable: true,
  order: 10,
  imgProduct: null,
  children,
});
const tree = (sweets: SnackTreeNode[]) => ({
  values: [node(1, "Boissons", [node(2, "Thé")]), node(4, "Sucré", sweets)],
});
const BEFORE = tree([node(5, "Crêpe"), node(6, "Gaufre"), node(7, "Cookie")]);
const AFTER = tree([node(5, "Crêpe"), node(7, "Cookie"), node(6, "Gaufre")]);

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await db.reads.clear();
  fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/snack/move/")) return Response.json(AFTER);
    if (init?.method && init.method !== "GET") throw new Error(`unexpected ${url}`);
    return Response.json(BEFORE);
  });
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

const names = () => screen.getAllByTestId("tree-entry").map((li) => li.textContent);
const moves = () =>
  fetchSpy.mock.calls
    .filter(([input]) => String(input).includes("/api/snack/move/"))
    .map(([input, init]) => [
      String(input).replace(/^.*\/api/, "/api"),
      JSON.parse((init as { body: string }).body) as unknown,
    ]);

function show() {
  const onMoved = vi.fn();
  renderScreen(<CategoryTree type="Snack" version={0} onMoved={onMoved} onEdit={vi.fn()} />);
  return onMoved;
}

describe("category tree", () => {
  it("moves an entry down among its siblings and shows the tree the server answers", async () => {
    await signInWithOutbox(["SNACKING_READ", "SNACKING_ADD_UPDATE"]);
    const onMoved = show();
    await waitFor(() =>
      expect(names()).toEqual(["Boissons", "Thé", "Sucré", "Crêpe", "Gaufre", "Cookie"]),
    );
    // Nothing goes above the first nor below the last.
    expect(screen.getByRole("button", { name: "Monter Crêpe" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Descendre Cookie" })).toHaveProperty(
      "disabled",
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "Descendre Gaufre" }));
    await waitFor(() =>
      expect(names()).toEqual(["Boissons", "Thé", "Sucré", "Crêpe", "Cookie", "Gaufre"]),
    );
    expect(moves()).toEqual([["/api/snack/move/6", { parentId: 4, fromParentId: 4, position: 2 }]]);
    expect(onMoved).toHaveBeenCalledOnce();
    expect(screen.getByText("Gaufre déplacé en position 3")).toBeDefined();
  });

  it("moves a top-level category up with no parent", async () => {
    await signInWithOutbox(["SNACKING_READ", "SNACKING_ADD_UPDATE"]);
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Monter Sucré" }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]).toEqual([
      "/api/snack/move/4",
      { parentId: null, fromParentId: null, position: 0 },
    ]);
  });

  it("folds a category's entries away, and is read only without SNACKING_ADD_UPDATE", async () => {
    await signInWithOutbox(["SNACKING_READ"]);
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Replier Sucré" }));
    expect(names()).toEqual(["Boissons", "Thé", "Sucré"]);
    expect(
      screen.getByRole("button", { name: "Déplier Sucré" }).getAttribute("aria-expanded"),
    ).toBe("false");
    expect(screen.queryByRole("button", { name: /^Monter/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Modifier/ })).toBeNull();
    expect(screen.getAllByTestId("tree-entry")[0]?.getAttribute("draggable")).toBe("false");
  });
});
