import { describe, expect, it, vi } from "vitest";
import { MONITOR_TYPES } from "@/contract/monitor";
import { monitorApi } from "@/contract/monitor.endpoints";
import { MONITOR_TYPE_LABELS } from "./log-labels";

const call = vi.hoisted(() => vi.fn());
vi.mock("@/lib/api/call", () => ({ call }));

const { loadLog, logQuery } = await import("./log-list");

describe("the events log as a list", () => {
  it("asks the API with its names: ISO days, the operation, the machine; blanks are no filter", () => {
    expect(
      logQuery({ from: "2026-11-26", to: "2026-11-26", type: "PlayGame", machineName: "" }),
    ).toEqual({
      StartDate: "2026-11-26",
      EndDate: "2026-11-26",
      Type: "PlayGame",
      MachineName: undefined,
    });
  });

  it("reads a page and the count of the same filters as one page of the app's lists", async () => {
    call.mockImplementation((endpoint: unknown, input: { query: Record<string, unknown> }) =>
      Promise.resolve(
        endpoint === monitorApi.count ? { count: 45 } : { values: [{ id: 1 }], query: input.query },
      ),
    );
    const page = await loadLog({
      page: 2,
      size: 20,
      from: "",
      to: "",
      type: "",
      machineName: "ST",
    });
    expect(page).toEqual({ results: [{ id: 1 }], total: 45, currentPage: 2 });
    expect(call).toHaveBeenCalledWith(monitorApi.list, {
      query: { MachineName: "ST", PageNumber: 2, PerPage: 20 },
    });
    expect(call).toHaveBeenCalledWith(monitorApi.count, { query: { MachineName: "ST" } });
  });

  it("asks for the order its date header chose (oldest first), and sorts by date only", async () => {
    const { LOG } = await import("./log-list");
    expect("sorts" in LOG && LOG.sorts).toEqual(["date"]);
    await loadLog({
      page: 0,
      size: 20,
      from: "",
      to: "",
      type: "",
      machineName: "",
      sort: "date.asc",
    });
    expect(call).toHaveBeenCalledWith(monitorApi.list, {
      query: { PageNumber: 0, PerPage: 20, sort: "date.asc" },
    });
  });

  it("has words for every operation the server writes", () => {
    expect(Object.keys(MONITOR_TYPE_LABELS).sort()).toEqual([...MONITOR_TYPES].sort());
  });
});
