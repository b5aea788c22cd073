import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "@/testing/render";
import { Loaded } from "./details-parts";
import { DetailsSkeleton, RowsSkeleton } from "./details-skeleton";

const loading = {
  data: undefined,
  error: undefined,
  loading: true,
  fetchedAt: undefined,
  stale: false,
  reload: () => undefined,
};

describe("a details page while it loads", () => {
  it("shows the shape of what comes, busy, in place of a spinner", () => {
    const { container } = renderScreen(
      <Loaded read={loading} title="Facture" notFound="Introuvable" back="/invoices">
        {() => <p>loaded</p>}
      </Loaded>,
    );
    const status = screen.getByRole("status", { name: "Chargement" });
    expect(status.getAttribute("aria-busy")).toBe("true");
    expect(container.querySelectorAll(".mantine-Skeleton-root").length).toBeGreaterThan(4);
    expect(container.querySelector(".mantine-Loader-root")).toBeNull();
    expect(screen.queryByText("loaded")).toBeNull();
  });

  it("has a card's three balances and three fields, then its histories' place", () => {
    const { container } = renderScreen(<DetailsSkeleton stats={3} facts={3} section={320} />);
    expect(container.querySelectorAll(".mantine-Paper-root")).toHaveLength(4);
    const skeletons = [...container.querySelectorAll<HTMLElement>(".mantine-Skeleton-root")];
    // Title, number, two actions; 3 balances x 2; 3 fields x 2; the histories.
    expect(skeletons).toHaveLength(4 + 6 + 6 + 1);
  });

  it("shows rows for a table that loads", () => {
    const { container } = renderScreen(<RowsSkeleton rows={4} />);
    expect(screen.getByRole("status", { name: "Chargement" })).toBeTruthy();
    expect(container.querySelectorAll(".mantine-Skeleton-root")).toHaveLength(4);
  });
});
