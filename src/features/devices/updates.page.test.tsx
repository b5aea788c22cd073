import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UpdateSetting } from "@/contract/devices";
import { db } from "@/lib/offline/db";
import { signInWithOutbox } from "@/testing/outbox";
import { renderScreen } from "@/testing/render";
import UpdatesPage from "./updates.page";

const setting = (id: number, version: string): UpdateSetting => ({
  id,
  version,
  type: 0,
  url: `https://updates.parc.fr/app-${version}.zip`,
  md5: "0123456789abcdef0123456789abcdef",
  timeSlots: [],
  upToDate: 50,
  createdAt: "2026-11-20T10:00:00.000Z",
});

let settings: UpdateSetting[];
beforeEach(async () => {
  await signInWithOutbox([
    "SMARTTOUCH_UPDATES_READ",
    "SMARTTOUCH_UPDATES_ADD_UPDATE",
    "SMARTTOUCH_UPDATES_DELETE",
  ]);
  await db.reads.clear();
  settings = [setting(2, "2.10.0"), setting(1, "2.9.0")];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : undefined;
      const url = input instanceof Request ? input.url : String(input);
      const method = request?.method ?? init?.method ?? "GET";
      if (method === "DELETE") {
        settings = settings.filter((s) => !url.endsWith(`/update/${s.id}`));
        return new Response(null, { status: 204 });
      }
      if (url.includes("last-version")) {
        if (url.includes("updateType=1"))
          return Response.json({ code: "not_found" }, { status: 404 });
        return Response.json(settings[0]);
      }
      return Response.json({ values: settings });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("software updates screen", () => {
  it("asks the last version again after a delete: the summary never lags behind the list", async () => {
    renderScreen(<UpdatesPage />, { path: "/smarttouch/update" });
    const summary = () => screen.getByText("Dernière version, Application").parentElement!;
    await waitFor(() => expect(summary().textContent).toContain("2.10.0"), { timeout: 5000 });
    const row = (await screen.findByText("2.10.0", { selector: "td" })).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Supprimer" }));
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Supprimer" }),
    );
    await waitFor(() => expect(summary().textContent).toContain("2.9.0"), { timeout: 5000 });
    expect(summary().textContent).not.toContain("2.10.0");
  });
});
