import { expect, test } from "./fixtures";
import { expectAccessible, signInAt } from "./pages";

test("an administrator edits a role's rights and the rules hold", async ({ page }) => {
  await signInAt(page, "admin", "/roles");
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByText("Ils doivent se reconnecter")).toBeVisible();

  // One's own role is read-only.
  await page.getByRole("navigation", { name: "Rôles" }).getByText("Administrateur").click();
  await expect(
    page.getByText("Vous ne pouvez pas modifier les droits de votre rôle"),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Voir les cartes", exact: true })).toBeDisabled();

  // A right that needs another enables it, and removing the needed one removes the dependent.
  await page.getByRole("navigation", { name: "Rôles" }).getByText("Agent d'accueil").click();
  const addKiosks = page.getByRole("checkbox", { name: "Créer et modifier des bornes" });
  const readKiosks = page.getByRole("checkbox", { name: "Voir les bornes", exact: true });
  await expect(addKiosks).not.toBeChecked();
  await addKiosks.check();
  await expect(readKiosks).toBeChecked();
  await readKiosks.uncheck();
  await expect(addKiosks).not.toBeChecked();
  await addKiosks.check();

  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page.getByText("Rôle mis à jour")).toBeVisible();
  await page.reload();
  await page.getByRole("navigation", { name: "Rôles" }).getByText("Agent d'accueil").click();
  await expect(page.getByRole("checkbox", { name: "Créer et modifier des bornes" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Voir les bornes", exact: true })).toBeChecked();
  await expect(page.getByRole("button", { name: "Enregistrer les réglages" })).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/roles-1024x768-fr.png", fullPage: true });
  await expectAccessible(page);
});

test("a manager cannot grant a right they do not hold", async ({ page }) => {
  await signInAt(page, "manager", "/roles");
  await page.getByRole("navigation", { name: "Rôles" }).getByText("Agent d'accueil").click();
  const deleteEmployees = page.getByRole("checkbox", { name: "Supprimer des employés" });
  await expect(deleteEmployees).toBeDisabled();
  await expect(page.getByText("Vous ne détenez pas ce droit").first()).toBeVisible();
});
