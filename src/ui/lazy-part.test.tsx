import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "@/testing/render";
import { LazyPart } from "./lazy-part";

function Histories({ card }: { card: string }) {
  return <p>Historique de {card}</p>;
}

describe("a part of a screen that comes after it", () => {
  it("says it could not load, and comes once the network is back, without a tap", async () => {
    let online = false;
    const load = () =>
      online
        ? Promise.resolve({ default: Histories })
        : Promise.reject(new Error("Failed to fetch dynamically imported module"));
    renderScreen(<LazyPart load={load} props={{ card: "PC-1" }} fallback={<p>…</p>} />);
    expect(
      await screen.findByText("Cette partie de l'écran n'a pas pu se charger (réseau absent ?)."),
    ).toBeTruthy();
    online = true;
    act(() => void window.dispatchEvent(new Event("online")));
    expect(await screen.findByText("Historique de PC-1")).toBeTruthy();
  });
});
