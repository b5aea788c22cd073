import { act, render } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useId } from "./mantine-use-id";

describe("useId as Mantine's components get it (scripts/mantine-use-id.ts)", () => {
  it("keeps one id from the first render, never renders again for it, and takes a given id", () => {
    const seen: string[] = [];
    let renders = 0;
    let bump = () => undefined as void;
    function Field({ id }: { id?: string }) {
      renders++;
      const [, set] = useState(0);
      bump = () => set((n) => n + 1);
      const given = useId(id);
      seen.push(given);
      return <span id={given} />;
    }
    const { container, rerender } = render(<Field />);
    expect(renders).toBe(1); // Mantine's own renders a second time, for a random id
    act(() => bump());
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toMatch(/^mantine-[\w-]+$/);
    // Mantine's combobox looks its list up by `#${id}`, unescaped: the id must be a selector.
    expect(container.querySelector(`#${seen[0] ?? ""}`)).not.toBeNull();
    rerender(<Field id="card-number" />);
    expect(seen.at(-1)).toBe("card-number");
  });
});
