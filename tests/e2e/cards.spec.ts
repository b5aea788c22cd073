import { expect, test, type Page } from "@playwright/test";
import { DEMO_CARDS, DEMO_OTHER_CUSTOMER } from "../../server/seed/demo-cards.seed";
import { readerBurst, signInAt } from "./pages";

const { assigned, unassigned, disabled, otherCustomer, spare } = DEMO_CARDS;
const balance = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("find a card by typing 2 characters and picking the suggestion", async ({ page }) => {
  await signInAt(page, "agent");
  await page.getByRole("button", { name: "Rechercher une carte" }).first().click();
  const number = page.getByRole("dialog").getByRole("combobox", { name: "Numéro de carte" });
  await number.fill(assigned.publicNumber.slice(0, 2));
  await page.getByRole("option", { name: new RegExp(assigned.publicNumber) }).click();
  await expect(page).toHaveURL(new RegExp(`/cards/details/${assigned.number}$`));
  await expect(page.getByRole("heading", { name: `Carte ${assigned.publicNumber}` })).toBeVisible();
  await expect(balance(page, "Unités")).toHaveText(String(assigned.balanceTokens));
  await page.screenshot({ path: "tests/screenshots/card-details-1024x768-fr.png", fullPage: true });
});

test("an unknown number says 'Aucune carte trouvée'", async ({ page }) => {
  await signInAt(page, "agent", "/cards/search");
  await page.getByRole("combobox", { name: "Numéro de carte" }).fill("NOPE-404");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Aucune carte trouvée")).toBeVisible();
});

test("disable and enable a card", async ({ page }) => {
  await signInAt(page, "agent", `/cards/details/${unassigned.number}`);
  await page.getByRole("button", { name: "Désactiver" }).click();
  const toast = page.getByText("Carte désactivée", { exact: true }).first();
  await expect(toast).toBeVisible();
  // The toast opens below the header, never over the search or the user menu.
  const header = await page.locator("header").boundingBox();
  const box = await toast.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await page.getByRole("button", { name: "Activer" }).click();
  await expect(page.getByText("Carte activée")).toBeVisible();
  await expect(page.getByRole("button", { name: "Désactiver" })).toBeVisible();
});

test("add and remove bonus units and see the balance change", async ({ page }) => {
  await signInAt(page, "agent", `/cards/details/${otherCustomer.number}`);
  const free = balance(page, "Unités bonus");
  await expect(free).toHaveText(String(otherCustomer.balanceFreeTokens));
  await page.getByRole("button", { name: "Unités bonus" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(dialog.getByText("Ce champ est obligatoire").first()).toBeVisible();
  await dialog.getByLabel(/Nombre d'unités bonus/).fill("10");
  await dialog.getByLabel(/Commentaire/).fill("Geste commercial");
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(free).toHaveText(String(otherCustomer.balanceFreeTokens + 10));
  await page.getByRole("button", { name: "Unités bonus" }).click();
  await dialog.getByText("Retirer", { exact: true }).click();
  await dialog.getByLabel(/Nombre d'unités bonus/).fill("4");
  await dialog.getByLabel(/Commentaire/).fill("Correction");
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(free).toHaveText(String(otherCustomer.balanceFreeTokens + 6));
});

test("transfer a card, and refuse a target linked to another customer", async ({ page }) => {
  await signInAt(page, "agent", `/cards/details/${assigned.number}`);
  await page.getByRole("button", { name: "Transférer" }).click();
  await page
    .getByRole("dialog")
    .getByLabel(/Numéro de la nouvelle carte/)
    .fill(otherCustomer.number);
  await page.getByRole("dialog").getByRole("button", { name: "Valider" }).click();
  await expect(
    page.getByText("La carte à transférer est déjà liée à un autre compte client"),
  ).toBeVisible();

  await page.goto(`/cards/details/${disabled.number}`);
  await page.getByRole("button", { name: "Transférer" }).click();
  await page
    .getByRole("dialog")
    .getByLabel(/Numéro de la nouvelle carte/)
    .fill(spare.number);
  await page.getByRole("dialog").getByRole("button", { name: "Valider" }).click();
  await expect(
    page.getByText(`Carte ${disabled.number} transférée sur la carte ${spare.number}`),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cards/details/${spare.number}$`));
  await expect(balance(page, "Unités")).toHaveText(String(disabled.balanceTokens));
});

test("assign a card to a customer and remove it", async ({ page }) => {
  await signInAt(page, "agent", `/cards/details/${unassigned.number}`);
  await page.getByRole("button", { name: "Associer à un client" }).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByRole("combobox", { name: "Client" })
    .fill(DEMO_OTHER_CUSTOMER.lastName.slice(0, 4));
  await page
    .getByRole("option", { name: new RegExp(DEMO_OTHER_CUSTOMER.firstName) })
    .first()
    .click();
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("Carte associée au client")).toBeVisible();
  await expect(
    page.getByRole("link", { name: new RegExp(DEMO_OTHER_CUSTOMER.lastName) }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Retirer le client" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Retirer" }).click();
  await expect(page.getByText("Client retiré de la carte")).toBeVisible();
  await expect(page.getByText("Aucun client")).toBeVisible();
});

test("download a purchase's invoice PDF", async ({ page }) => {
  await signInAt(page, "admin", `/cards/details/${assigned.number}`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF" }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d+\.pdf$/);
  const path = await file.path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a keyboard-wedge reader's burst opens the card, from the page or from a list filter", async ({
  page,
}) => {
  await signInAt(page, "agent");
  await page.waitForLoadState("networkidle");
  await page.locator("body").click({ position: { x: 600, y: 600 } });
  await readerBurst(page, disabled.publicNumber);
  await expect(page).toHaveURL(new RegExp(`/cards/details/${disabled.publicNumber}$`));
  await expect(page.getByRole("heading", { name: `Carte ${disabled.publicNumber}` })).toBeVisible();

  // Read while a list filter has focus, it opens the card too (the filter getting its value
  // back is src/ui/scanner/use-keyboard-wedge.test.tsx's).
  await page.goto("/customers");
  const filter = page.getByRole("searchbox", { name: "Rechercher par nom" });
  await filter.fill("Dur");
  await page.waitForLoadState("networkidle");
  await readerBurst(page, assigned.publicNumber);
  await expect(page.getByRole("heading", { name: `Carte ${assigned.publicNumber}` })).toBeVisible();
});
