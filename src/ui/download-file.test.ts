// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { DOWNLOAD_LINK_REVOKE_MS, saveFile } from "./download-file";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("saveFile", () => {
  it("clicks a link named as asked, then revokes its URL after 100 ms", () => {
    vi.useFakeTimers();
    const create = vi.fn(() => "blob:invoice");
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    saveFile(new Blob(["%PDF-1.7"], { type: "application/pdf" }), "FA-2026-000012.pdf");
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("FA-2026-000012.pdf");
    expect(link.href).toBe("blob:invoice");
    expect(link.isConnected).toBe(false);
    vi.advanceTimersByTime(DOWNLOAD_LINK_REVOKE_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith("blob:invoice");
    expect(DOWNLOAD_LINK_REVOKE_MS).toBe(100);
  });
});
