import { describe, expect, it } from "vitest";
import { parsePo } from "./po-catalog";

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
