import { describe, expect, it } from "vitest";
import type { GameCategory, GameType } from "@/contract/catalogue";
import type { LinkableDevice } from "@/contract/devices";
import {
  categoryFromType,
  deviceChoices,
  devicesOverMax,
  fillFromCategory,
  isTooMany,
  selectorCount,
} from "./game-rules";

const devices: LinkableDevice[] = [
  { id: 1, serialNumber: "ST-0001", gameId: 7, gameCode: "CB-001", kioskSerialNumber: null },
  { id: 2, serialNumber: "ST-0002", gameId: null, gameCode: null, kioskSerialNumber: "KSK-0001" },
  { id: 3, serialNumber: "ST-0003", gameId: null, gameCode: null, kioskSerialNumber: null },
  { id: 4, serialNumber: "ST-0004", gameId: 9, gameCode: "AFX-001", kioskSerialNumber: null },
];
const category = { id: 2, tokenPrice: 3, tva: 5.5 } as GameCategory;
const type = { id: 1, gameCategoryDefault: 2, nbMaxSmartouchs: 2 } as GameType;

describe("the game form's device rules", () => {
  it("refuses a kiosk's device and another game's, and one chosen in another selector", () => {
    const choices = deviceChoices(devices, 9, ["3", ""], 1);
    expect(choices.map((c) => c.usedBy)).toEqual([
      { game: "CB-001" },
      { kiosk: "KSK-0001" },
      "here",
      null, // this game's own device
    ]);
    // The selector holding device 3 keeps it available.
    expect(deviceChoices(devices, 9, ["3", ""], 0)[2]?.usedBy).toBeNull();
  });

  it("shows one selector per allowed device, more when the game holds more, flagged", () => {
    expect(selectorCount(2, [])).toBe(2);
    expect(selectorCount(undefined, [])).toBe(0);
    expect(selectorCount(1, ["3", "4", ""])).toBe(2);
    expect([isTooMany(0, 1), isTooMany(1, 1), isTooMany(3, undefined)]).toEqual([
      false,
      true,
      false,
    ]);
    expect(devicesOverMax(["3", "4"], 1)).toBe(1);
    expect(devicesOverMax(["3", ""], 1)).toBe(0);
  });
});

describe("what choosing a type or a category fills", () => {
  it("fills token price and VAT only when empty", () => {
    expect(fillFromCategory(category, { tokenPrice: "", tva: " " })).toEqual({
      tokenPrice: "3",
      tva: "5.5",
    });
    expect(fillFromCategory(category, { tokenPrice: "4", tva: "" })).toEqual({ tva: "5.5" });
    expect(fillFromCategory(undefined, { tokenPrice: "", tva: "" })).toEqual({});
  });

  it("fills the category from the type only when empty", () => {
    expect(categoryFromType(type, "")).toBe("2");
    expect(categoryFromType(type, "4")).toBeUndefined();
    expect(categoryFromType({ ...type, gameCategoryDefault: null }, "")).toBeUndefined();
  });
});
