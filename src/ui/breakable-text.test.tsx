import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BreakableText } from "./breakable-text";

describe("BreakableText", () => {
  it("offers breaks after @ and before dots, and keeps the text whole", () => {
    const { container } = render(
      <p>
        <BreakableText text="camille.durand@exemple.fr" />
      </p>,
    );
    expect(container.textContent).toBe("camille.durand@exemple.fr");
    expect(container.innerHTML).toBe("<p>camille<wbr>.durand@<wbr>exemple<wbr>.fr</p>");
  });
});
