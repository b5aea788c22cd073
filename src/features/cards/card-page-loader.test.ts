import { describe, expect, it, vi } from "vitest";

// Each module's evaluation is noted with the number of timer tasks run before it.
const { evaluated, turns } = vi.hoisted(() => ({ evaluated: [] as string[], turns: { ran: 0 } }));
vi.mock("@/lib/offline/db", () => (evaluated.push(`db@${turns.ran}`), {}));
vi.mock("@/contract/cards.endpoints", () => (evaluated.push(`contract@${turns.ran}`), {}));
vi.mock("./card-details.page", () => (evaluated.push(`page@${turns.ran}`), { default: () => 1 }));

describe("loadCardPage", () => {
  it("evaluates Dexie, then the cards' contract, then the page, each in a task of its own", async () => {
    const setTimeoutOf = globalThis.setTimeout;
    const counted = vi
      .spyOn(globalThis, "setTimeout")
      .mockImplementation((run, ms) => setTimeoutOf(() => (turns.ran++, run()), ms));
    const { loadCardPage } = await import("./card-page-loader");
    const loading = loadCardPage();
    expect(evaluated).toEqual([]); // not in the caller's task
    await expect(loading).resolves.toHaveProperty("default");
    counted.mockRestore();
    expect(evaluated).toEqual(["db@1", "contract@2", "page@3"]);
    // The route, the start and the scanner share the one load.
    expect(loadCardPage()).toBe(loading);
  });
});
