import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkLines, dayOf } from "./card-import-check";
import { readImportFile, SAMPLE_CSV, type ReadFile } from "./card-import-file";

const lines = (read: ReadFile) => {
  if ("problem" in read) throw new Error(read.problem);
  return read.lines;
};
const check = (text: string) => checkLines(lines(readImportFile(text)));

describe("readImportFile", () => {
  it("reads `;` or `,`, with or without BOM, skipping empty lines", () => {
    for (const text of [
      "\uFEFFA-1;P-1;01/03/2026;;oui\r\n\r\nA-2;P-2;;;non\r\n",
      "A-1,P-1,01/03/2026,,oui\n\nA-2,P-2,,,non",
    ]) {
      const read = readImportFile(text);
      expect(read).toMatchObject({ header: false });
      expect(lines(read).map((l) => [l.line, l.cells.number, l.cells.isActive])).toEqual([
        [1, "A-1", "oui"],
        [3, "A-2", "non"],
      ]);
    }
  });

  it("takes the columns by a French or English header, any case, accents or order", () => {
    const french = readImportFile("Numéro;NUMERO_PUBLIC;Date d'activation;actif\nA-1;P-1;;non");
    expect(lines(french)[0]).toEqual({
      line: 2,
      cells: {
        number: "A-1",
        publicNumber: "P-1",
        activationDate: "",
        expirationDate: "",
        isActive: "non",
      },
    });
    const english = readImportFile(
      "isActive,expirationDate,publicNumber,number,note\nno,2027-01-01,P-1,A-1,x",
    );
    expect(lines(english)[0]?.cells).toMatchObject({
      number: "A-1",
      publicNumber: "P-1",
      expirationDate: "2027-01-01",
      isActive: "no",
    });
  });

  it("says what is wrong with the whole file", () => {
    expect(readImportFile("")).toEqual({ problem: "empty" });
    expect(readImportFile("\uFEFF\r\n\r\n")).toEqual({ problem: "empty" });
    expect(readImportFile("numero;numero_public\r\n")).toEqual({ problem: "empty" });
    expect(readImportFile("numero_public;actif\nP-1;oui")).toEqual({
      problem: "no_number_column",
    });
    expect(readImportFile("A;P\n".repeat(20_001))).toEqual({ problem: "too_many_lines" });
  });
});

describe("dayOf", () => {
  it("reads JJ/MM/AAAA and YYYY-MM-DD, real days only", () => {
    expect(dayOf("")).toBeNull();
    expect(dayOf("1/3/2026")).toBe("2026-03-01");
    expect(dayOf("29/02/2028")).toBe("2028-02-29");
    expect(dayOf("2026-12-31")).toBe("2026-12-31");
    for (const bad of ["31/02/2026", "2026-13-01", "03/01/26", "2026/01/03", "demain"])
      expect(dayOf(bad)).toBeUndefined();
  });
});

describe("checkLines", () => {
  it("keeps valid lines and rejects each bad one with its code and cell", () => {
    const { valid, rejected } = check(
      [
        "numero;numero_public;date_activation;date_expiration;actif",
        "A-1;P-1;01/03/2026;28/02/2027;oui",
        "A-2;P-2;2026-03-01;;",
        ";P-3;;;",
        `A-4;${"x".repeat(101)};;;`,
        "A-5;P-5;31/02/2026;;",
        "A-6;P-6;;pas une date;",
        "A-7;P-7;02/03/2026;01/03/2026;",
        "A-8;P-8;;;peut-être",
        "a-1;P-9;;;", // the number of line 2, other case
        "A-10;p-2;;;", // the public number of line 3
        "A-11;A-11;;;FALSE",
      ].join("\n"),
    );
    expect(valid.map((v) => [v.line, v.row])).toEqual([
      [
        2,
        {
          number: "A-1",
          publicNumber: "P-1",
          activationDate: "2026-03-01",
          expirationDate: "2027-02-28",
          isActive: true,
        },
      ],
      [
        3,
        {
          number: "A-2",
          publicNumber: "P-2",
          activationDate: "2026-03-01",
          expirationDate: null,
          isActive: true,
        },
      ],
      [
        12,
        {
          number: "A-11",
          publicNumber: "A-11",
          activationDate: null,
          expirationDate: null,
          isActive: false,
        },
      ],
    ]);
    expect(rejected).toEqual([
      { line: 4, code: "invalid_number", value: "" },
      { line: 5, code: "invalid_public_number", value: "x".repeat(101) },
      { line: 6, code: "invalid_date", value: "31/02/2026" },
      { line: 7, code: "invalid_date", value: "pas une date" },
      { line: 8, code: "expiration_before_activation", value: "02/03/2026 → 01/03/2026" },
      { line: 9, code: "invalid_active", value: "peut-être" },
      { line: 10, code: "duplicate_in_file", value: "A-1" },
      { line: 11, code: "duplicate_in_file", value: "P-2" },
    ]);
  });

  it("finds nothing wrong in the sample file, built or kept in docs/", () => {
    const kept = readFileSync("docs/samples/cartes-exemple.csv", "utf8");
    expect(kept).toBe(SAMPLE_CSV);
    const { valid, rejected } = check(SAMPLE_CSV);
    expect([valid.length, rejected]).toEqual([3, []]);
  });
});
