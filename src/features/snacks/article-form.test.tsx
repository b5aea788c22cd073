import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SnackArticle, SnackCategory, SnackLocation } from "@/contract/snacks";
import { signInWithOutbox } from "@/testing/outbox";
import { renderScreen } from "@/testing/render";
import { choose } from "@/testing/select";
import { ArticleFormModal } from "./article-form";

const CATEGORIES: SnackCategory[] = [
  {
    id: 4,
    name: "Sucré",
    nameEN: "Sweets",
    nameES: "Dulces",
    parentId: null,
    order: 10,
    type: "Snack",
  },
  { id: 5, name: "Glaces", nameEN: null, nameES: null, parentId: 4, order: 10, type: "Snack" },
];
const ZONES: SnackLocation[] = [
  {
    id: 1,
    name: "Bar",
    printerName: "EPSON-BAR",
    type: "Snack",
    amberAfterMinutes: 5,
    redAfterMinutes: 10,
  },
];
const SAVED: SnackArticle = {
  id: 40,
  name: "Cookie",
  nameEN: null,
  nameES: null,
  details: null,
  detailsEN: null,
  detailsES: null,
  tokenPrice: 3,
  fidelityPointPrice: 30,
  taxesPercent: 10,
  order: 0,
  isAvailable: true,
  imgProduct: null,
  categories: [{ id: 5, name: "Glaces" }],
  snackCategoryId: [5],
  snackLocationId: 1,
  snackLocationName: "Bar",
  isCategory: false,
  type: "Snack",
};

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await signInWithOutbox(["SNACKING_READ", "SNACKING_ADD_UPDATE"]);
  fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/snack/snackcategories")) return Response.json({ values: CATEGORIES });
    if (url.includes("/api/snacklocation/snackslocation")) return Response.json({ values: ZONES });
    return Response.json(SAVED, { status: 201 });
  });
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

function open() {
  const onSaved = vi.fn();
  renderScreen(<ArticleFormModal opened type="Snack" onClose={vi.fn()} onSaved={onSaved} />);
  return onSaved;
}
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
const posted = () => {
  const call = fetchSpy.mock.calls.find(([, init]) => (init as RequestInit)?.method === "POST");
  return call && (JSON.parse((call[1] as { body: string }).body) as Record<string, unknown>);
};
const loaded = () => waitFor(() => expect(fetchSpy.mock.calls.length).toBeGreaterThanOrEqual(2));

describe("article form", () => {
  it("requires the French name and flags the English and Spanish ones missing", async () => {
    open();
    await loaded();
    expect(screen.getByRole("tab", { name: /Anglais/ }).textContent).toContain("Manquant");
    expect(screen.getByRole("tab", { name: /Espagnol/ }).textContent).toContain("Manquant");
    expect(screen.getByRole("tab", { name: /Français/ }).textContent).not.toContain("Manquant");
    fireEvent.click(screen.getByRole("tab", { name: /Anglais/ }));
    fill(/^Nom en anglais/, "Cookie");
    expect(screen.getByRole("tab", { name: /Anglais/ }).textContent).not.toContain("Manquant");
    fill(/^Prix en unités/, "3");
    save();
    expect(await screen.findByText("Ce champ est obligatoire")).toBeDefined();
    // The French tab is shown again, and says it has something to complete.
    expect(screen.getByRole("tab", { name: /Français/ }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(screen.getByRole("tab", { name: /Français/ }).textContent).toContain("À compléter");
    expect(posted()).toBeUndefined();
  });

  it("says the bounds of prices and VAT, and sends nothing past them", async () => {
    open();
    await loaded();
    fill(/^Nom en français/, "Cookie");
    fill(/^Prix en unités/, "5000");
    fill(/^TVA/, "150");
    save();
    expect(await screen.findByText("Doit être inférieur ou égal à 1000")).toBeDefined();
    expect(screen.getByText("Doit être inférieur ou égal à 100")).toBeDefined();
    expect(posted()).toBeUndefined();
  });

  it("sends an article with its three names, its categories and zone; VAT 10 % and available by default", async () => {
    const onSaved = open();
    await loaded();
    fill(/^Nom en français/, "Cookie");
    fireEvent.click(screen.getByRole("tab", { name: /Espagnol/ }));
    fill(/^Nom en espagnol/, "Galleta");
    fill(/^Prix en unités/, "3");
    await waitFor(() => choose("Catégories", "Sucré › Glaces"));
    choose("Zone de préparation", "Bar");
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted()).toMatchObject({
      name: "Cookie",
      nameEN: null,
      nameES: "Galleta",
      tokenPrice: 3,
      fidelityPointPrice: 0,
      taxesPercent: 10,
      isAvailable: true,
      isCategory: false,
      snackCategoryId: [5],
      snackLocationId: 1,
      type: "Snack",
    });
  });

  it("hides prices and zone for a category, which is sent without them", async () => {
    const onSaved = open();
    await loaded();
    expect(screen.getByRole("combobox", { name: "Zone de préparation" })).toBeDefined();
    fireEvent.click(screen.getByRole("switch", { name: /C'est une catégorie/ }));
    expect(screen.queryByLabelText(/^Prix en unités/)).toBeNull();
    expect(screen.queryByLabelText(/^Prix en points fidélité/)).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Zone de préparation" })).toBeNull();
    fill(/^Nom en français/, "Biscuits");
    await waitFor(() => choose("Catégorie parente", "Sucré"));
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted()).toMatchObject({
      name: "Biscuits",
      isCategory: true,
      tokenPrice: 0,
      fidelityPointPrice: 0,
      snackLocationId: null,
      snackCategoryId: [4],
    });
  });
});
