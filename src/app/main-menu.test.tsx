import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/testing/render";
import { MainMenu } from "./main-menu";
import { ROUTES } from "./routes";

describe("the shell's menu", () => {
  it("opens a 'new' form from its entry: the drawer closes and the form is asked for", () => {
    const customers = ROUTES.find((route) => route.create?.right === "CUSTOMER_ADD_UPDATE");
    expect(customers).toBeDefined();
    const onNavigate = vi.fn();
    const onCreate = vi.fn();
    const close = vi.spyOn(window, "close").mockImplementation(() => undefined);
    renderScreen(
      <MainMenu
        groups={[]}
        creates={[customers!]}
        activePath={undefined}
        home
        onNavigate={onNavigate}
        onCreate={onCreate}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Nouveau client" }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onCreate).toHaveBeenCalledWith(customers);
    expect(close).not.toHaveBeenCalled();
  });
});
