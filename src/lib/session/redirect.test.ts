import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirect } from "./redirect";

describe("redirect after sign-in", () => {
  it("keeps the original path in redirectFrom", () => {
    expect(loginPathFor("/about")).toBe("/login?redirectFrom=%2Fabout");
    expect(loginPathFor("/cards?page=2")).toBe("/login?redirectFrom=%2Fcards%3Fpage%3D2");
    expect(loginPathFor("/")).toBe("/login");
  });

  it("only ever returns to a local path", () => {
    expect(safeRedirect("/about")).toBe("/about");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("/login?x")).toBe("/");
    expect(safeRedirect(null)).toBe("/");
  });
});
