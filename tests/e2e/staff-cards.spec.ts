import { expect, test, type Page } from "./fixtures";
import { expectAccessible, signInAt } from "./pages";

async function addStaffCard(page: Page, number: string, publicNumber: string) {
  await page.getByRole("button", { name: "Nouvelle carte employé" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle carte employé" });
  await dialog.getByLabel(/^Numéro \*/).fill(number);
  await dialog.getByLabel(/^Numéro public/).fill(publicNumber);
  await dialog.getByRole("combobox", { name: "Employé" }).click();
  await page.getByRole("option", { name: "Claire Martin" }).click();
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
}

test("a manager adds and edits a staff card, a duplicate number is refused, then deletes it", async ({
  page,
}) => {
  const number = `STAFF-E2E-${Date.now() % 100000}`;
  await signInAt(page, "admin", "/staff-cards");
  await expect(page.getByRole("heading", { name: "Cartes employés" })).toBeVisible();
  const table = page.getByRole("table", { name: "Cartes employés" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/staff-cards-1024x768-fr.png" });

  await addStaffCard(page, number, `P-${number}`);
  await expect(page.getByText("Carte employé ajoutée")).toBeVisible();
  const row = table.getByRole("row", { name: new RegExp(`^${number} `) });
  await expect(row).toContainText("Claire Martin");
  await expect(row).toContainText("Active");

  // Editing: the number is locked, the rest can change.
  await row.getByRole("button", { name: "Modifier" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier la carte employé" });
  await expect(edit.getByLabel(/^Numéro \*/)).toHaveAttribute("readonly", "");
  await edit.getByRole("switch", { name: "Carte active" }).uncheck();
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Carte employé modifiée")).toBeVisible();
  await expect(row).toContainText("Inactive");

  await addStaffCard(page, number, `Q-${number}`);
  await expect(page.getByText("Cette carte existe déjà")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(number) })).toHaveCount(1);

  await row.getByRole("button", { name: "Supprimer" }).click();
  await page
    .getByRole("dialog", { name: "Supprimer" })
    .getByRole("button", { name: "Supprimer", exact: true })
    .click();
  await expect(page.getByText("Carte employé supprimée")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(number) })).toHaveCount(0);
});
