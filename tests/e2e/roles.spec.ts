import { expect, test } from "./fixtures";
import { expectAccessible, signInAt } from "./pages";

test("an administrator edits a role's rights and the rules hold", async ({ page }) => {
  await signInAt(page, "admin", "/roles");
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByText("Ils doivent se reconnecter")).toBeVisible();
  // It opens on the first role the administrator may change (their own comes first), and says
  // what a rank means.
  await expect(page.getByRole("heading", { level: 2, name: "Responsable" })).toBeVisible();
  await expect(page.getByText("Plus le rang est petit, plus le rôle est élevé.")).toBeVisible();

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

  // Unsaved changes are not lost by a tap elsewhere: another role, or a link of the menu.
  const roles = page.getByRole("navigation", { name: "Rôles" });
  const unsaved = page.getByRole("dialog", { name: "Modifications non enregistrées" });
  await roles.getByText("Responsable").click();
  await expect(unsaved).toBeVisible();
  await expectAccessible(page);
  await unsaved.getByRole("button", { name: "Annuler" }).click();
  await expect(addKiosks).toBeChecked();
  await page
    .getByRole("navigation", { name: "Navigation principale" })
    .getByRole("link", { name: "Bornes" })
    .click();
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole("button", { name: "Annuler" }).click();
  await expect(page).toHaveURL(/\/roles$/);
  await expect(addKiosks).toBeChecked();

  // A search narrows the rights, accents and case ignored.
  const search = page.getByRole("searchbox", { name: "Rechercher un droit" });
  await search.fill("BORNÉ");
  await expect(readKiosks).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Voir les cartes", exact: true })).toBeHidden();
  await search.fill("zzz");
  await expect(page.getByText("Aucun droit ne correspond à « zzz ».")).toBeVisible();
  await search.fill("");

  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page.getByText("Rôle mis à jour")).toBeVisible();
  await page.reload();
  await page.getByRole("navigation", { name: "Rôles" }).getByText("Agent d'accueil").click();
  await expect(page.getByRole("checkbox", { name: "Créer et modifier des bornes" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Voir les bornes", exact: true })).toBeChecked();
  await expect(page.getByRole("button", { name: "Enregistrer les réglages" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/roles-1024x768-fr.png", fullPage: true });
  await expectAccessible(page);

  // "Tout cocher" ticks a group's rights the administrator may give, and unticks them.
  const allKiosks = page.getByRole("checkbox", { name: "Tout cocher : Bornes" });
  const deleteKiosks = page.getByRole("checkbox", { name: "Supprimer des bornes" });
  await expect(deleteKiosks).not.toBeChecked();
  await allKiosks.check();
  await expect(deleteKiosks).toBeChecked();
  await allKiosks.uncheck();
  await expect(readKiosks).not.toBeChecked();
  await page.getByRole("button", { name: "Annuler les modifications" }).click();
  await expect(readKiosks).toBeChecked();
  await expect(deleteKiosks).not.toBeChecked();
});

test("a manager cannot grant a right they do not hold", async ({ page }) => {
  await signInAt(page, "manager", "/roles");
  await page.getByRole("navigation", { name: "Rôles" }).getByText("Agent d'accueil").click();
  const deleteEmployees = page.getByRole("checkbox", { name: "Supprimer des employés" });
  await expect(deleteEmployees).toBeDisabled();
  await expect(page.getByText("Vous ne détenez pas ce droit").first()).toBeVisible();
});
