import sharp from "sharp";
import { expect, test } from "./fixtures";
import { expectAccessible, signInAt } from "./pages";

/**
 * Issue 23, end to end: the snack bar's articles, their category tree and its preparation zones
 * (/snacking), and the shop's (/articles) on a portrait tablet in English. What a test creates is
 * named per run (CI retries once on the same database) and deleted by the test.
 */
const run = Date.now().toString(36).toUpperCase();

/** A 1600x1200 JPEG, as a tablet's camera gives. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#d98c3f" } })
    .jpeg()
    .toBuffer();

test("a manager adds an article in three languages, moves it up in the tree, deletes it; then a zone", async ({
  page,
}) => {
  // A long tour of the snack bar (a picture compressed on the tablet, three languages, the tree,
  // a zone): 23 s alone, up to 30 s beside another spec on 2 cores.
  test.slow();
  await signInAt(page, "manager", "/snacking");
  await expect(page).toHaveURL(/\/snacking\/snack$/);
  await expect(page.getByRole("heading", { name: "Snacking", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Articles du snack" });
  await expect(table).toContainText("Coca-Cola 33 cl");
  await expect(page.getByRole("button", { name: "Monter Gaufre au chocolat" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/snacks-articles-1024x768-fr.png" });

  // A new article in the category "Sucré", last among its siblings.
  const name = `E2E Cookie ${run}`;
  await page.getByRole("button", { name: "Nouvel article" }).click();
  const form = page.getByRole("dialog", { name: "Ajouter un article" });
  await expect(form.getByRole("tab", { name: /Anglais/ })).toContainText("Manquant");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByText("Ce champ est obligatoire").first()).toBeVisible();
  await form.getByLabel(/^Nom en français/).fill(name);
  await form.getByRole("tab", { name: /Anglais/ }).click();
  await form.getByLabel(/^Nom en anglais/).fill(`E2E Cookie EN ${run}`);
  await expect(form.getByRole("tab", { name: /Anglais/ })).not.toContainText("Manquant");
  await form.getByRole("tab", { name: /Espagnol/ }).click();
  await form.getByLabel(/^Nom en espagnol/).fill(`Galleta E2E ${run}`);
  await form.getByLabel(/^Prix en unités/).fill("3");
  await form.getByLabel(/^Ordre/).fill("999");
  await form.getByRole("combobox", { name: "Catégories" }).click();
  await page.getByRole("option", { name: "Sucré", exact: true }).click();
  await form.getByRole("combobox", { name: "Zone de préparation" }).click();
  await page.getByRole("option", { name: "Bar", exact: true }).click();
  // A photo "taken" with the tablet's camera: first a file that only pretends to be one.
  const camera = form.locator('input[type="file"][capture]');
  await camera.setInputFiles({
    name: "menu.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4"),
  });
  await expect(form.getByRole("alert")).toContainText("pas une image JPEG, PNG ou WebP");
  await camera.setInputFiles({ name: "cookie.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await expect(form.getByRole("img", { name: "Photo de l'article" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/snacks-form-1024x768-fr.png" });
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Article créé")).toBeVisible();
  await expect(form).toHaveCount(0);
  // The toast (3 s, held while the pointer is on it) sits over the tree's last rows: gone first.
  await page.mouse.move(300, 200);
  await expect(page.getByRole("alert").filter({ hasText: "Article créé" })).toBeHidden();

  // In the list (searched for, wherever its page), and at once in the tree, last of "Sucré".
  await page.getByLabel("Nom (français, anglais ou espagnol)").fill(run);
  // (Its categories column shows from 1200 px; the tree below says where it sits.)
  await expect(table.getByRole("row", { name: new RegExp(name) })).toContainText("Bar");
  // Its picture, re-encoded by the server, at the list's size.
  const thumbnail = table.getByRole("row", { name: new RegExp(name) }).locator("img");
  await expect(thumbnail).toHaveAttribute("src", /\/api\/snack\/pictures\/[0-9a-f]{32}\?size=96$/);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  const entries = page.getByTestId("tree-entry");
  const order = async () => (await entries.allTextContents()).map((text) => text.trim());
  await expect(page.getByRole("button", { name: `Descendre ${name}` })).toBeDisabled();
  const before = await order();
  expect(before.indexOf(name)).toBe(before.indexOf("Paquet de bonbons") + 1);
  await page.getByRole("button", { name: `Monter ${name}` }).click();
  await expect(page.getByText(`${name} déplacé en position 5`)).toBeAttached();
  await expect(page.getByRole("button", { name: `Descendre ${name}` })).toBeEnabled();
  const after = await order();
  expect(after.indexOf(name)).toBe(after.indexOf("Paquet de bonbons") - 1);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/snacks-tree-1024x768-fr.png", fullPage: true });

  // Deleted from its row: gone from the list and the tree, the search kept.
  await table
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("button", { name: "Supprimer" })
    .click();
  await page
    .getByRole("dialog", { name: "Supprimer" })
    .getByRole("button", { name: "Supprimer" })
    .click();
  await expect(page.getByText("Article supprimé")).toBeVisible();
  await expect(page.getByText("Aucun article trouvé")).toBeVisible();
  await expect(page.getByLabel("Nom (français, anglais ou espagnol)")).toHaveValue(run);
  await expect(page.getByRole("button", { name: `Monter ${name}` })).toHaveCount(0);

  // The preparation zones: "Bar" is there; one is added (red before amber refused), then deleted.
  await page.getByRole("tab", { name: "Zones de préparation" }).click();
  await expect(page).toHaveURL(/\/snacking\/snack-location$/);
  const zones = page.getByRole("table", { name: "Zones de préparation" });
  await expect(zones).toContainText("Bar");
  await expect(zones).not.toContainText("Boutique");
  const zone = `E2E Zone ${run}`;
  await page.getByRole("button", { name: "Nouvelle zone" }).click();
  const zoneForm = page.getByRole("dialog", { name: "Ajouter une zone de préparation" });
  await zoneForm.getByLabel(/^Nom/).fill(zone);
  await zoneForm.getByLabel(/^Imprimante/).fill("E2E-PRINTER");
  await zoneForm.getByLabel(/^Rouge après/).fill("3");
  await zoneForm.getByRole("button", { name: "Enregistrer" }).click();
  await expect(zoneForm.getByText("Doit être supérieur ou égal à 6")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/snacks-zone-form-1024x768-fr.png" });
  await zoneForm.getByLabel(/^Rouge après/).fill("15");
  await zoneForm.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Zone créée")).toBeVisible();
  const row = zones.getByRole("row", { name: new RegExp(zone) });
  await expect(row).toContainText("15 min");
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/snacks-zones-1024x768-fr.png" });
  await row.getByRole("button", { name: "Supprimer" }).click();
  await page
    .getByRole("dialog", { name: "Supprimer" })
    .getByRole("button", { name: "Supprimer" })
    .click();
  await expect(page.getByText("Zone supprimée")).toBeVisible();
  await expect(zones.getByRole("row", { name: new RegExp(zone) })).toHaveCount(0);
});

test.describe("portrait, in English", () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test("the shop's articles and tree read well on a portrait tablet", async ({ page }) => {
    await page.goto("/login");
    await page.getByText("EN", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signInAt(page, "manager", "/articles");
    await expect(page).toHaveURL(/\/articles\/merchandising$/);
    await expect(page.getByRole("heading", { name: "Articles", level: 1 })).toBeVisible();
    await expect(page.getByRole("table", { name: "Shop articles" })).toContainText(
      "Peluche mascotte",
    );
    await expect(page.getByRole("button", { name: "Move Casquette adulte up" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Preparation zones" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      path: "tests/screenshots/snacks-articles-800x1280-en.png",
      fullPage: true,
    });
  });
});
