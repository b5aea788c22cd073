import { describe, expect, it } from "vitest";
import { frenchTypographyErrors, parsePo } from "./po-catalog";

describe("parsePo", () => {
  it("reads ids, translations, multi-line strings, origins and obsolete entries", () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: en\\n"',
      "",
      "#: src/a.tsx:3",
      'msgid "Bonjour {firstName}"',
      'msgstr "Hello {firstName}"',
      "",
      'msgid ""',
      '"Ligne "',
      '"longue"',
      'msgstr ""',
      "",
      '#~ msgid "Ancien"',
      '#~ msgstr "Old"',
    ].join("\n");
    const entries = parsePo(po);
    expect(entries).toEqual([
      {
        msgid: "Bonjour {firstName}",
        msgstr: "Hello {firstName}",
        obsolete: false,
        origins: ["src/a.tsx:3"],
      },
      { msgid: "Ligne longue", msgstr: "", obsolete: false, origins: [] },
      { msgid: "Ancien", msgstr: "Old", obsolete: true, origins: [] },
    ]);
  });
});

describe("French typography", () => {
  it("wants a non-breaking space before : ; ? ! » and after «, and the straight apostrophe", () => {
    expect(
      frenchTypographyErrors("Hors ligne\u00a0: réessayez\u00a0? «\u00a0x\u00a0» l'action"),
    ).toEqual([]);
    expect(frenchTypographyErrors("Hors ligne : réessayez")).toHaveLength(1);
    expect(frenchTypographyErrors("Vraiment ?")).toHaveLength(1);
    expect(frenchTypographyErrors("« x »")).toHaveLength(2);
    expect(frenchTypographyErrors("n’a pas")).toEqual(["a curly apostrophe (write ')"]);
    // Times, addresses and codes are not sentences.
    expect(frenchTypographyErrors("10:30 https://parc.fr")).toEqual([]);
  });
});
