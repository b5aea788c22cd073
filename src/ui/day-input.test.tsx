import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@lingui/core";
import { renderScreen } from "@/testing/render";
import { DayInput } from "./day-input";

beforeAll(() => i18n.loadAndActivate({ locale: "fr", messages: {} }));

function renderDay(defaultValue: string | null) {
  const view = renderScreen(
    <form aria-label="Client">
      <DayInput label="Date de naissance" name="birthDate" defaultValue={defaultValue} />
    </form>,
  );
  const form = screen.getByRole<HTMLFormElement>("form", { name: "Client" });
  const field = screen.getByLabelText("Date de naissance");
  const sent = () => new FormData(form).get("birthDate");
  return { view, field, sent };
}

describe("DayInput (issue 10: an impossible date is an error in the field)", () => {
  it("sends a typed day as YYYY-MM-DD", () => {
    const { field, sent } = renderDay(null);
    fireEvent.change(field, { target: { value: "29/02/2024" } });
    fireEvent.blur(field);
    expect(sent()).toBe("2024-02-29");
    expect(screen.queryByText("Date invalide")).toBeNull();
  });

  it("keeps an impossible day in the field, says so, and sends it for the contract to refuse", () => {
    const { field, sent } = renderDay("2015-02-01");
    expect(sent()).toBe("2015-02-01");
    fireEvent.change(field, { target: { value: "31/02/2020" } });
    fireEvent.blur(field);
    expect(screen.getByText("Date invalide")).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe("31/02/2020");
    // Never the previous day, silently kept.
    expect(sent()).toBe("31/02/2020");
  });

  it("clears the error once a real day is typed", () => {
    const { field, sent } = renderDay(null);
    fireEvent.change(field, { target: { value: "12/13/2020" } });
    fireEvent.blur(field);
    expect(screen.getByText("Date invalide")).toBeTruthy();
    fireEvent.change(field, { target: { value: "12/12/2020" } });
    fireEvent.blur(field);
    expect(screen.queryByText("Date invalide")).toBeNull();
    expect(sent()).toBe("2020-12-12");
  });
});
