import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { DEMO_CARDS } from "../../server/seed/demo-cards.seed";
import { checkAndShoot, signInAt } from "./pages";

/**
 * Issue 26, the card import, end to end: a manager opens it from the cards list, picks a CSV
 * file with good lines, a bad date, a line repeated and a number the venue already has, reads
 * the preview, imports and reads (and downloads) the report. Numbers are unique per run, so the
 * spec passes again on the same database. Landscape in French, portrait in English, checked by
 * axe-core and for 44 px targets, photographed in test-results/card-import/.
 */

const shoot = (page: Page, name: string) => checkAndShoot(page, "test-results/card-import", name);

/** A file of 6 lines after its header: 3 new cards, a bad date, a repeat, a known number. */
function importFile(stamp: string) {
  const lines = [
    "numero;numero_public;date_activation;date_expiration;actif",
    `E2E-${stamp}-1;PE2E-${stamp}-1;01/03/2026;28/02/2027;oui`,
    `E2E-${stamp}-2;PE2E-${stamp}-2;2026-03-01;;non`,
    `E2E-${stamp}-3;PE2E-${stamp}-3;;;`,
    `E2E-${stamp}-4;PE2E-${stamp}-4;31/02/2026;;oui`,
    `E2E-${stamp}-1;PE2E-${stamp}-5;;;oui`,
    `${DEMO_CARDS.assigned.number};PE2E-${stamp}-6;;;oui`,
  ];
  return {
    name: "cartes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`),
  };
}

test("a manager imports a file with bad lines and reads the report", async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now());
  await signInAt(page, "manager", "/cards");
  await expect(page.getByRole("table", { name: "Cartes" }).getByRole("row").nth(1)).toBeVisible();
  await shoot(page, "cards-list");
  await page.getByRole("main").getByRole("link", { name: "Importer des cartes" }).click();
  await expect(page).toHaveURL(/\/cards\/import$/);
  await expect(page.getByRole("heading", { name: "Importer des cartes", level: 1 })).toBeVisible();
  const sample = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger un exemple de fichier" }).click();
  expect((await sample).suggestedFilename()).toBe("cartes-exemple.csv");
  await shoot(page, "pick");

  await page.locator("input[type=file]").setInputFiles(importFile(stamp));
  await expect(page.getByText("4 lignes valides · 2 lignes refusées")).toBeVisible();
  await expect(page.getByText("1 numéro déjà connu sera ignoré")).toBeVisible();
  const refused = page.getByRole("table", { name: "Lignes refusées" });
  await expect(refused.getByRole("row").nth(1)).toContainText("5");
  await expect(refused.getByRole("row").nth(1)).toContainText("31/02/2026");
  await expect(refused.getByRole("row").nth(1)).toContainText("Date invalide");
  await expect(refused.getByRole("row").nth(2)).toContainText("Numéro déjà présent plus haut");
  await shoot(page, "preview");

  await page.getByRole("button", { name: "Importer 3 cartes" }).click();
  await expect(page.getByRole("heading", { name: "Rapport d'import" })).toBeVisible();
  const counts = page.getByRole("status");
  await expect(counts).toContainText("3Cartes créées");
  await expect(counts).toContainText("1Ignorées (numéro déjà connu)");
  await expect(counts).toContainText("2Lignes refusées");
  await shoot(page, "report");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger le rapport" }).click();
  const report = await readFile((await (await download).path()) ?? "", "utf8");
  expect(report.startsWith("\uFEFFCartes créées;3\r\n")).toBe(true);
  expect(report).toContain("5;31/02/2026;Date invalide");
  expect(report).toContain(`6;E2E-${stamp}-1;Numéro déjà présent plus haut dans le fichier`);

  // The same file again creates nothing: its numbers are known now.
  await page.getByRole("button", { name: "Importer un autre fichier" }).click();
  await page.locator("input[type=file]").setInputFiles(importFile(stamp));
  await expect(page.getByText("4 numéros déjà connus seront ignorés")).toBeVisible();
  await expect(page.getByRole("button", { name: "Importer 0 carte" })).toBeDisabled();
});

test.describe("portrait, in English", () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test("the import screen, its preview and its report read well", async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now()}-en`;
    await page.goto("/login");
    await page.getByText("EN", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signInAt(page, "manager", "/cards/import");
    await expect(page.getByRole("heading", { name: "Import cards", level: 1 })).toBeVisible();
    await shoot(page, "pick");
    // A file with a header and no card says so, and another can be picked.
    await page.locator("input[type=file]").setInputFiles({
      name: "empty.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("number,publicNumber\n\n"),
    });
    await expect(page.getByRole("alert")).toHaveText("The file holds no line");
    await shoot(page, "problem");
    await page.locator("input[type=file]").setInputFiles(importFile(stamp));
    await expect(page.getByText("4 valid lines · 2 lines refused")).toBeVisible();
    await expect(page.getByRole("button", { name: "Import 3 cards" })).toBeEnabled();
    await shoot(page, "preview");
    await page.getByRole("button", { name: "Import 3 cards" }).click();
    await expect(page.getByRole("heading", { name: "Import report" })).toBeVisible();
    await shoot(page, "report");
  });
});
