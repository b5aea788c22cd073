import { expect, test, type Page } from "./fixtures";
import { apiTokens, expectAccessible, signInAt } from "./pages";

/** Picks `option` in the Mantine Select labelled `label` of the open form. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a manager adds a game with two free devices, sees a taken one refused, deletes it", async ({
  page,
}) => {
  test.slow(); // a whole game's life: list, form, refusal, save, filter, delete
  await signInAt(page, "manager", "/games");
  await expect(page).toHaveURL(/\/games\/game$/);
  const table = page.getByRole("table", { name: "Jeux" });
  await expect(table.getByRole("row")).toHaveCount(21); // the header and a page of 20 games
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/games-list-1024x768-fr.png" });
  await expectAccessible(page);

  await page.getByRole("button", { name: "Nouveau jeu" }).click();
  const form = page.getByRole("dialog", { name: "Ajouter un jeu" });
  await choose(page, "Type de jeu", "Air FX (Shelti)");
  // The type fills the category, the category the token price and VAT (spec section 5).
  await expect(form.getByRole("combobox", { name: "Catégorie" })).toHaveValue("Sport");
  await expect(form.getByLabel(/^Prix en unités/)).toHaveValue("2");
  await expect(form.getByLabel(/^TVA/)).toHaveValue("20");
  await form.getByLabel(/^Identité/).fill("E2E-AFX");
  await form.getByLabel(/^Version/).fill("1.0.0");
  await form.getByLabel(/^Prix d'achat/).fill("4900,50");
  // A kiosk's device and another game's cannot be chosen, and say what holds them.
  await form.getByRole("combobox", { name: "Appareil 1" }).click();
  await expect(
    page.getByRole("option", { name: /^ST-0009 · déjà relié à la borne / }),
  ).toHaveAttribute("data-combobox-disabled", "true");
  await expect(
    page.getByRole("option", { name: /^ST-0001 · déjà relié à CB-001/ }),
  ).toHaveAttribute("data-combobox-disabled", "true");
  await page.getByRole("option", { name: "ST-0015", exact: true }).click();
  await choose(page, "Appareil 2", "ST-0016");
  await expect(form.getByRole("combobox", { name: "Appareil 3" })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/game-form-1024x768-fr.png" });
  await expectAccessible(page);

  // Meanwhile, someone else links ST-0016 to another game: the save is refused, nothing is lost.
  const { access_token } = await apiTokens(page, "admin");
  const other = await page.request.post("/api/game", {
    headers: { Authorization: `Bearer ${access_token}` },
    data: {
      gameTypeId: 6,
      code: "E2E-OTHER",
      version: "1.0.0",
      gameCategoryId: 3,
      tokenPrice: 2,
      tva: 20,
      smartTouchIds: [16],
    },
  });
  expect(other.status()).toBe(201);
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(
    form.getByRole("alert").getByText("Cet appareil est déjà relié à un jeu ou à une autre borne"),
  ).toBeVisible();
  await expect(form.getByLabel(/^Identité/)).toHaveValue("E2E-AFX");
  await choose(page, "Appareil 2", "ST-0017");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Jeu ajouté")).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.getByLabel("Identité", { exact: true }).fill("E2E-AFX");
  await expect(table.getByRole("row")).toHaveCount(2); // the filter has applied
  const row = table.getByRole("row", { name: /E2E-AFX/ });
  await expect(row).toContainText("2 / 2");
  await row.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Jeu supprimé")).toBeVisible();
  await expect(page.getByText("Aucun jeu trouvé")).toBeVisible();
  const other_ = (await other.json()) as { id: number };
  await page.request.delete(`/api/game/${other_.id}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
});

test("a manager edits a category's VAT, a bad value first; types are listed", async ({ page }) => {
  await signInAt(page, "manager", "/games/category");
  const table = page.getByRole("table", { name: "Catégories de jeux" });
  const row = table.getByRole("row", { name: /Vidéo/ });
  await row.getByRole("button", { name: "Modifier" }).click();
  const form = page.getByRole("dialog", { name: "Modifier la catégorie Vidéo" });
  await form.getByLabel(/^TVA/).fill("120");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByText("Doit être inférieur ou égal à 100")).toBeVisible();
  await form.getByLabel(/^TVA/).fill("5,5");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Catégorie modifiée")).toBeVisible();
  await expect(row).toContainText("5,5 %");
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/game-categories-1024x768-fr.png" });

  await page.getByRole("tab", { name: "Types" }).click();
  await expect(page).toHaveURL(/\/games\/type$/);
  await expect(page.getByRole("table", { name: "Types de jeux" })).toContainText("Raw Thrills");
  await expectAccessible(page);
});

test("a manager adds and deletes a price product, with the unit-price warning", async ({
  page,
}) => {
  await signInAt(page, "manager", "/products");
  await expect(page.getByText(/doivent correspondre au prix de l'unité/)).toBeVisible();
  await page.getByRole("button", { name: "Nouveau produit" }).click();
  const form = page.getByRole("dialog", { name: "Ajouter un produit" });
  await form.getByLabel(/^Nom/).fill("Pack E2E");
  await form.getByLabel(/^Prix/).fill("12,50");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  // Neither units nor bonus units: refused on the field.
  await expect(form.getByText("Doit être supérieur ou égal à 1")).toBeVisible();
  await form.getByLabel(/^Unités(?! bonus)/).fill("25");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Produit ajouté")).toBeVisible();
  const row = page.getByRole("table", { name: "Produits" }).getByRole("row", { name: /Pack E2E/ });
  await expect(row).toContainText("12,50 €");
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/products-1024x768-fr.png" });
  await expectAccessible(page);
  await row.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Produit supprimé")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test.describe("in English on a portrait tablet", () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test("the games list, the game form and the products", async ({ page }) => {
    await page.goto("/login");
    await page.getByText("EN", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signInAt(page, "manager", "/games/game");
    await expect(page.getByRole("heading", { name: "Game catalogue" })).toBeVisible();
    await page.getByLabel("Identity", { exact: true }).fill("CB-001");
    await expect(
      page.getByRole("table", { name: "Games" }).getByRole("row", { name: /CB-001/ }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "tests/screenshots/games-list-800x1280-en.png" });
    await page
      .getByRole("table", { name: "Games" })
      .getByRole("row", { name: /CB-001/ })
      .getByRole("button", { name: "Edit" })
      .click();
    const form = page.getByRole("dialog", { name: "Edit the game CB-001" });
    await expect(form.getByRole("combobox", { name: "Device 1" })).toHaveValue("ST-0001");
    await page.waitForTimeout(400); // the modal's opening transition
    await expectAccessible(page);
    await page.screenshot({ path: "tests/screenshots/game-form-800x1280-en.png", fullPage: true });
    await expectAccessible(page);
    await form.getByRole("button", { name: "Cancel" }).click();
    await page.goto("/products");
    await expect(page.getByRole("table", { name: "Products" })).toContainText("€5.00");
    await expectAccessible(page);
    await page.screenshot({ path: "tests/screenshots/products-800x1280-en.png" });
  });
});
