import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Period } from "@/contract/planning";
import { signInWithOutbox } from "@/testing/outbox";
import { renderScreen } from "@/testing/render";
import { PeriodFormModal } from "./period-form";

const PERIOD: Period = {
  id: 4,
  kind: "HappyHour",
  name: "Goûter",
  days: [1, 2, 3, 4, 5],
  startTime: "14:00",
  endTime: "17:00",
  from: null,
  to: null,
  excludedDates: [],
  percent: 30,
  allGames: true,
  gameIds: [],
  categoryIds: [],
};

let fetchSpy: ReturnType<typeof vi.fn>;
let reply: () => Response;
beforeEach(async () => {
  await signInWithOutbox(["CONFIGFFHH_READ", "CONFIGFFHH_CUD", "CATALOG_READ"]);
  reply = () => Response.json(PERIOD);
  fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/game/games"))
      return Response.json({ results: [], total: 0, currentPage: 0 });
    if (url.includes("/api/gamecategory/gamecategories")) return Response.json({ values: [] });
    return reply();
  });
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

function open(period?: Period) {
  const onSaved = vi.fn();
  renderScreen(<PeriodFormModal opened period={period} onClose={vi.fn()} onSaved={onSaved} />);
  return onSaved;
}
const save = () => fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
const sentBody = (method: string) => {
  const call = fetchSpy.mock.calls.find(
    ([, init]) => (init as RequestInit | undefined)?.method === method,
  );
  return call
    ? (JSON.parse((call[1] as { body: string }).body) as Record<string, unknown>)
    : undefined;
};

describe("period form", () => {
  it("sends an edited period whole, every game when none is chosen", async () => {
    const onSaved = open(PERIOD);
    fireEvent.change(screen.getByLabelText(/^Réduction du prix/), { target: { value: "40" } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody("PUT")).toEqual({
      kind: "HappyHour",
      name: "Goûter",
      days: [1, 2, 3, 4, 5],
      startTime: "14:00",
      endTime: "17:00",
      from: null,
      to: null,
      excludedDates: [],
      percent: 40,
      gameIds: [],
      categoryIds: [],
    });
  });

  it("names the period it overlaps and keeps what was typed", async () => {
    reply = () =>
      Response.json(
        {
          code: "period_conflict",
          issues: [
            { path: "conflict.id", rule: "7" },
            { path: "conflict.name", rule: "Nocturne" },
          ],
        },
        { status: 409 },
      );
    const onSaved = open(PERIOD);
    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: "Goûter 2" } });
    save();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("Chevauche «\u00a0Nocturne\u00a0»"),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Nom/)).toHaveProperty("value", "Goûter 2");
  });

  it("asks a happy hour for its cut, and a free play for none", async () => {
    open();
    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: "Libre" } });
    fireEvent.change(screen.getByLabelText(/^Début/), { target: { value: "10:00" } });
    fireEvent.change(screen.getByLabelText(/^Fin/), { target: { value: "12:00" } });
    save();
    expect(await screen.findByText("Ce champ est obligatoire")).toBeDefined();
    expect(sentBody("POST")).toBeUndefined();
    fireEvent.click(screen.getByRole("radio", { name: "Jeu libre" }));
    expect(screen.queryByLabelText(/^Réduction du prix/)).toBeNull();
    save();
    await waitFor(() =>
      expect(sentBody("POST")).toMatchObject({ kind: "FreePlay", name: "Libre" }),
    );
    expect(sentBody("POST")).not.toHaveProperty("percent");
  });
});
