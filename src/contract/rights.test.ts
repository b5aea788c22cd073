import { describe, expect, it } from "vitest";
import { hasRight, normalizeRights, RIGHTS } from "./rights";
import {
  RIGHT_CATEGORIES,
  requiredRights,
  withoutDependents,
  withRequiredRights,
} from "./right-categories";

describe("rights catalogue", () => {
  it("has the 56 rights of spec section 6, each in exactly one category", () => {
    expect(RIGHTS).toHaveLength(56);
    const categorised = Object.values(RIGHT_CATEGORIES).flat();
    expect([...categorised].sort()).toEqual([...RIGHTS].sort());
  });

  it("compares rights case-insensitively and trimmed", () => {
    expect(hasRight([" card_read "], "CARD_READ")).toBe(true);
    expect(hasRight(["Card_Read\t"], ["CARD_READ"])).toBe(true);
    expect(hasRight(["CARD_READ"], ["CARD_READ", "CARD_ADD"])).toBe(false);
    expect(hasRight([], undefined)).toBe(true);
    expect(hasRight(["CARD_READS"], "CARD_READ")).toBe(false);
  });

  it("normalises token rights and drops unknown names", () => {
    expect(normalizeRights([" kiosk_read", "KIOSK_READ", "NOT_A_RIGHT"])).toEqual(["KIOSK_READ"]);
  });

  it("makes *_ADD_UPDATE and *_DELETE rights need their *_READ", () => {
    expect(requiredRights("CUSTOMER_ADD_UPDATE")).toEqual(["CUSTOMER_READ"]);
    expect(requiredRights("SNACKLOCATION_DELETE")).toEqual(["SNACKLOCATION_READ"]);
    expect(requiredRights("CARD_READ")).toEqual([]);
  });

  it("closes a set over its requirements, transitively", () => {
    expect(withRequiredRights(["SMARTTOUCH_UPDATES_DELETE"])).toEqual([
      "SMARTTOUCH_READ",
      "SMARTTOUCH_UPDATES_DELETE",
      "SMARTTOUCH_UPDATES_READ",
    ]);
  });

  it("removes the dependents of a removed right, transitively", () => {
    const rights = withRequiredRights(["SMARTTOUCH_UPDATES_DELETE", "CARD_READ"]);
    expect(withoutDependents(rights, "SMARTTOUCH_READ")).toEqual(["CARD_READ"]);
  });
});
