import { describe, expect, it } from "vitest";
import {
  changedValues,
  isMissing,
  lostPlaceholders,
  translationRows,
  visibleRows,
} from "./translation-draft";

const reference = {
  "screen.welcome": "Bienvenue !",
  "screen.price": "Une partie : {price} unités",
  "screen.call_staff": "Appelez un membre du personnel",
};
const saved = { "screen.welcome": "¡Bienvenido!", "screen.price": "Una partida: {price} unidades" };

describe("the translation editor", () => {
  it("lists every reference key, the saved text or the edit, and flags the missing ones", () => {
    const rows = translationRows(reference, saved, { "screen.welcome": "Hola" });
    expect(rows.map((r) => [r.key, r.value])).toEqual([
      ["screen.call_staff", ""],
      ["screen.price", "Una partida: {price} unidades"],
      ["screen.welcome", "Hola"],
    ]);
    expect(rows.filter(isMissing).map((r) => r.key)).toEqual(["screen.call_staff"]);
  });

  it("searches keys, references and translations, accents and case ignored, and missing only", () => {
    const rows = translationRows(reference, saved, {});
    expect(visibleRows(rows, "UNIDADES", false).map((r) => r.key)).toEqual(["screen.price"]);
    expect(visibleRows(rows, "unites", false).map((r) => r.key)).toEqual(["screen.price"]);
    expect(visibleRows(rows, "call", false).map((r) => r.key)).toEqual(["screen.call_staff"]);
    expect(visibleRows(rows, "", true).map((r) => r.key)).toEqual(["screen.call_staff"]);
    expect(visibleRows(rows, "bien", true)).toEqual([]);
  });

  it("sends only what changed, trimmed; an emptied text is sent empty", () => {
    const rows = translationRows(reference, saved, {
      "screen.welcome": " ¡Bienvenido! ",
      "screen.price": "",
      "screen.call_staff": "Llame al personal ",
    });
    expect(changedValues(rows)).toEqual({
      "screen.price": "",
      "screen.call_staff": "Llame al personal",
    });
  });

  it("names the placeholders a translation lost", () => {
    const [, price] = translationRows(reference, saved, { "screen.price": "Una partida" });
    expect(lostPlaceholders(price!)).toEqual(["{price}"]);
    const [missing] = translationRows(reference, saved, {});
    expect(lostPlaceholders(missing!)).toEqual([]);
  });
});
