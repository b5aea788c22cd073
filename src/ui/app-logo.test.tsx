import { readFileSync } from "node:fs";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "@/testing/render";
import { AppLogo, APP_LOGO_URL } from "./app-logo";

describe("the app's mark", () => {
  it("is public/favicon.svg itself, drawn without a request", () => {
    const prefix = "data:image/svg+xml,";
    expect(APP_LOGO_URL.startsWith(prefix)).toBe(true);
    const svg = readFileSync("public/favicon.svg", "utf8").trim();
    expect(decodeURIComponent(APP_LOGO_URL.slice(prefix.length))).toBe(svg);
    const { container } = renderScreen(<AppLogo size={44} />);
    const image = container.querySelector("img");
    expect(image?.getAttribute("src")).toBe(APP_LOGO_URL);
    expect(image?.getAttribute("alt")).toBe(""); // beside the app's name: decorative
    expect(screen.queryByRole("img")).toBeNull();
  });
});
