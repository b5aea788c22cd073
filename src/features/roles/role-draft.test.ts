import { describe, expect, it } from "vitest";
import { canToggle, sameRights, toggleRight } from "./role-draft";

const manager = {
  ownRoleId: 2,
  heldRights: ["card_read ", "CARD_UPDATE", "KIOSK_READ", "KIOSK_ADD_UPDATE", "KIOSK_DELETE"],
};

describe("role editing rules", () => {
  it("never allows editing one's own role", () => {
    expect(canToggle("CARD_READ", 2, manager)).toBe(false);
    expect(canToggle("CARD_READ", 1, manager)).toBe(true);
  });

  it("never allows a right the editor does not hold, case and spaces ignored", () => {
    expect(canToggle("ROLE_UPDATE", 1, manager)).toBe(false);
    expect(canToggle("CARD_READ", 1, manager)).toBe(true);
  });

  it("ticking a right enables the rights it needs", () => {
    expect(toggleRight([], "KIOSK_ADD_UPDATE", true, manager)).toEqual([
      "KIOSK_ADD_UPDATE",
      "KIOSK_READ",
    ]);
  });

  it("unticking a right removes the rights that need it", () => {
    const draft = toggleRight(
      ["KIOSK_READ", "KIOSK_ADD_UPDATE", "KIOSK_DELETE", "CARD_READ"],
      "KIOSK_READ",
      false,
      manager,
    );
    expect(draft).toEqual(["CARD_READ"]);
  });

  it("keeps rights of the role that the editor cannot touch", () => {
    const draft = toggleRight(
      ["CARD_READ", "ROLE_UPDATE", "EMPLOYEE_READ"],
      "CARD_READ",
      false,
      manager,
    );
    expect(draft).toContain("ROLE_UPDATE");
    expect(draft).toContain("EMPLOYEE_READ");
    expect(draft).not.toContain("CARD_READ");
  });

  it("compares drafts regardless of order", () => {
    expect(sameRights(["CARD_READ", "KIOSK_READ"], ["KIOSK_READ", "CARD_READ"])).toBe(true);
    expect(sameRights(["CARD_READ"], ["KIOSK_READ"])).toBe(false);
  });
});
