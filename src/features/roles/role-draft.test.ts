import { describe, expect, it } from "vitest";
import {
  canToggle,
  firstEditableRole,
  groupState,
  lockReason,
  sameRights,
  toggleGroup,
  toggleRight,
} from "./role-draft";

const agentRole = { id: 1, rank: 30 };
const manager = {
  ownRoleId: 2,
  ownRank: 20,
  heldRights: ["card_read ", "CARD_UPDATE", "KIOSK_READ", "KIOSK_ADD_UPDATE", "KIOSK_DELETE"],
};

describe("role editing rules", () => {
  it("never allows editing one's own role, nor a more senior one", () => {
    expect(lockReason({ id: 2, rank: 20 }, manager)).toBe("own");
    expect(lockReason({ id: 3, rank: 10 }, manager)).toBe("senior");
    expect(lockReason(agentRole, manager)).toBeUndefined();
    expect(canToggle("CARD_READ", { id: 2, rank: 20 }, manager)).toBe(false);
    expect(canToggle("CARD_READ", { id: 3, rank: 10 }, manager)).toBe(false);
    expect(canToggle("CARD_READ", agentRole, manager)).toBe(true);
  });

  it("never allows a right the editor does not hold, case and spaces ignored", () => {
    expect(canToggle("ROLE_UPDATE", agentRole, manager)).toBe(false);
    expect(canToggle("CARD_READ", agentRole, manager)).toBe(true);
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

  it("opens on the first role the editor may change", () => {
    const roles = [
      { id: 3, rank: 10 },
      { id: 2, rank: 20 },
      { id: 1, rank: 30 },
    ];
    expect(firstEditableRole(roles, manager)?.id).toBe(1);
    expect(firstEditableRole(roles.slice(0, 2), manager)?.id).toBe(3);
    expect(firstEditableRole([], manager)).toBeUndefined();
  });

  it("ticks a whole group with what it needs, and never a right the editor lacks", () => {
    const kiosks = ["KIOSK_READ", "KIOSK_ADD_UPDATE", "KIOSK_DELETE"] as const;
    const all = toggleGroup(["CARD_READ"], kiosks, true, agentRole, manager);
    expect(all.toSorted()).toEqual(["CARD_READ", ...kiosks].toSorted());
    expect(groupState(all, kiosks)).toBe("all");
    expect(groupState(["KIOSK_READ"], kiosks)).toBe("some");
    expect(groupState(["CARD_READ"], kiosks)).toBe("none");
    expect(toggleGroup(all, kiosks, false, agentRole, manager)).toEqual(["CARD_READ"]);

    const staff = ["EMPLOYEE_READ", "ROLE_UPDATE"] as const;
    expect(toggleGroup(["EMPLOYEE_READ"], staff, false, agentRole, manager)).toEqual([
      "EMPLOYEE_READ",
    ]);
    expect(toggleGroup([], staff, true, agentRole, manager)).toEqual([]);
    // A role the editor may not change keeps its rights whatever the box says.
    expect(toggleGroup([], kiosks, true, { id: 3, rank: 10 }, manager)).toEqual([]);
  });
});
