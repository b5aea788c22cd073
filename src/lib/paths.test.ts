import { describe, expect, it } from "vitest";
import { PATTERNS, paths } from "./paths";

const SOURCES = import.meta.glob<string>("/src/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The first segments of every screen path ("cards", "customers", ...). */
const SEGMENTS = [
  ...new Set(
    Object.values(PATTERNS)
      .map((pattern) => pattern.split("/")[1])
      .filter(Boolean),
  ),
];
const LITERAL = new RegExp(`["'\`]/(${SEGMENTS.join("|")})(?=[/"'\`?])`, "g");

describe("screen paths", () => {
  it("are spelled in src/lib/paths.ts only (the signed-out ones in public-paths.ts, which it spreads): every other file builds them with `paths`", () => {
    const offenders = Object.entries(SOURCES)
      .filter(
        ([file]) =>
          !["/src/lib/paths.ts", "/src/lib/public-paths.ts"].includes(file) &&
          !/\.test\.tsx?$/.test(file),
      )
      .flatMap(([file, text]) => (text.match(LITERAL) ?? []).map((hit) => `${file}: ${hit}`));
    expect(offenders).toEqual([]);
  });

  it("encode their parameters", () => {
    expect(paths.card("PC 0001/2")).toBe("/cards/details/PC%200001%2F2");
    expect(paths.customer(12)).toBe("/customers/details/12");
    expect(paths.games()).toBe("/games/game");
    expect(paths.games("category")).toBe("/games/category");
  });
});
