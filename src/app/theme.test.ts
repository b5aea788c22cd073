import { DEFAULT_THEME, luminance } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, fillUnderWhite } from "./theme";

const contrastWithWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

describe("theme colours", () => {
  it("fills every colour dark enough for white text at 4.5:1, keeping a fill that already is", () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      expect(contrastWithWhite(fillUnderWhite(shades[8])), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(fillUnderWhite(DEFAULT_THEME.colors.indigo[8])).toBe(DEFAULT_THEME.colors.indigo[8]);
  });

  it("publishes the fills for both schemes", () => {
    const { light, dark } = cssVariablesResolver(DEFAULT_THEME);
    for (const scheme of [light, dark]) {
      const fill = scheme["--mantine-color-yellow-filled"] ?? "";
      expect(contrastWithWhite(fill)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
