import { describe, expect, it } from "vitest";
import { compareVersions, isOlderThanLast, versionSortKey } from "./devices";

describe("update versions, compared as versions", () => {
  it("orders number by number: 1.10 after 1.9, a build after its line, * above every number", () => {
    const sorted = ["1.9.0", "2.5.0", "1.10.0", "1.16.0.1745", "1.16.0", "2.5.*", "1.9.10"].sort(
      compareVersions,
    );
    expect(sorted).toEqual([
      "1.9.0",
      "1.9.10",
      "1.10.0",
      "1.16.0",
      "1.16.0.1745",
      "2.5.0",
      "2.5.*",
    ]);
    expect(compareVersions("2.5.0", "2.5.0")).toBe(0);
    // The list's sort key orders the same way.
    const byKey = [...sorted]
      .reverse()
      .sort((a, b) =>
        versionSortKey(a).localeCompare(versionSortKey(b), undefined, { numeric: true }),
      );
    expect(byKey).toEqual(sorted);
  });

  it("says a well-formed version of the type older than the last", () => {
    expect(isOlderThanLast("2.9.5", 0, "2.10.0")).toBe(true);
    expect(isOlderThanLast(" 2.10.0 ", 0, "2.10.0")).toBe(false);
    expect(isOlderThanLast("2.11.0", 0, "2.10.0")).toBe(false);
    // Not a version of that type yet: its format's message says what is wrong, not this.
    expect(isOlderThanLast("2.9", 0, "2.10.0")).toBe(false);
    expect(isOlderThanLast("1.16.0.1700", 1, "1.16.0.1745")).toBe(true);
    expect(isOlderThanLast("1.16.0.1700", 0, "2.0.0")).toBe(false);
  });
});
