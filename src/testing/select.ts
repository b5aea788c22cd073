import { fireEvent, screen, within } from "@testing-library/react";

/** Opens a Mantine Select and answers its options (still fading in, hence `hidden`). */
export function openOptions(label: string) {
  const input = screen.getByRole("combobox", { name: label });
  fireEvent.click(input);
  const listbox = document.getElementById(input.getAttribute("aria-controls") ?? "");
  if (!listbox) throw new Error(`No options for ${label}`);
  return () => within(listbox).getAllByRole("option", { hidden: true });
}

/** Picks the option of a Mantine Select by its text. */
export function choose(label: string, option: string) {
  const found = openOptions(label)().find((o) => o.textContent === option);
  if (!found) throw new Error(`No option ${option} in ${label}`);
  fireEvent.click(found);
}
