import { expect, test, type Page } from "./fixtures";
import { expectAccessible, signInAt } from "./pages";

/** Picks `option` in the Mantine Select labelled `label` of the open form. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an administrator creates, edits and deletes a kiosk", async ({ page }) => {
  await signInAt(page, "admin", "/kiosks");
  await expect(page.getByRole("heading", { name: "Bornes" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Bornes" }).getByRole("row")).not.toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/kiosks-list-1024x768-fr.png" });

  // A Snack kiosk needs a payment method; switching to Cards clears and hides it.
  await page.getByRole("button", { name: "Nouvelle borne" }).click();
  const form = page.getByRole("dialog", { name: "Ajouter une borne" });
  await form.getByLabel(/^Nom/).fill("Borne E2E");
  await form.getByLabel(/^Numéro de série/).fill("E2E-KSK-1");
  await expect(form.getByLabel(/^Délai de ping/)).toHaveValue("300");
  await choose(page, "Type", "Snack");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  const payment = form.getByRole("combobox", { name: "Moyen de paiement accepté" });
  await expect(payment).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Ce champ est obligatoire")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/kiosks-form-1024x768-fr.png" });
  await choose(page, "Moyen de paiement accepté", "CB");
  await choose(page, "Type", "Cartes");
  await expect(payment).toHaveCount(0);
  await choose(page, "Type", "Snack");
  await expect(payment).toHaveValue("");
  await choose(page, "Type", "Cartes");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Borne créée")).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.getByLabel("Nom ou numéro de série").fill("Borne E2E");
  const row = page.getByRole("row", { name: /Borne E2E/ });
  await expect(row).toContainText("E2E-KSK-1");
  await expect(row).toContainText("Cartes");

  // Edit: a new serial number, sent to the kiosk's original one.
  await row.click();
  const panel = page.getByRole("dialog", { name: "Borne E2E" });
  await expect(panel.getByText("Historique des achats")).toBeVisible();
  await expect(panel.getByText("Aucun achat sur cette borne")).toBeVisible();
  await panel.getByRole("button", { name: "Modifier" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier la borne" });
  await expect(edit.getByLabel(/^Nom/)).toHaveValue("Borne E2E");
  await edit.getByLabel(/^Numéro de série/).fill("E2E-KSK-2");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Borne modifiée")).toBeVisible();
  await expect(row).toContainText("E2E-KSK-2");

  // A refusal from the server keeps the form open, with what was typed and why.
  await page.getByRole("button", { name: "Nouvelle borne" }).click();
  await form.getByLabel(/^Nom/).fill("Borne en double");
  await form.getByLabel(/^Numéro de série/).fill("E2E-KSK-2");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByRole("alert")).toContainText("Ce numéro existe déjà");
  await expect(form.getByLabel(/^Nom/)).toHaveValue("Borne en double");
  await form.getByRole("button", { name: "Annuler" }).click();
  await expect(form).toHaveCount(0);

  // Delete, after confirming.
  await row.click();
  await page
    .getByRole("dialog", { name: "Borne E2E" })
    .getByRole("button", { name: "Supprimer" })
    .click();
  await page.getByRole("button", { name: "Supprimer la borne" }).click();
  await expect(page.getByText("Borne supprimée")).toBeVisible();
  await expect(page.getByText("Aucune borne trouvée")).toBeVisible();
});

test("a seeded kiosk shows what it sold", async ({ page }) => {
  await signInAt(page, "manager", "/kiosks");
  await expect(page.getByRole("button", { name: "Nouvelle borne" })).toBeVisible();
  await page.setViewportSize({ width: 800, height: 1280 });
  await expect(page.getByRole("table", { name: "Bornes" }).getByRole("row")).not.toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/kiosks-list-800x1280-fr.png" });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole("table", { name: "Bornes" }).getByRole("row").nth(1).click();
  const history = page.getByRole("table", { name: "Historique des achats" });
  await expect(history.getByRole("row").nth(1)).toContainText(
    /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}(?!:\d)/, // to the minute in a list (issue 10)
  );
  // The drawer slides in: its end state, not a frame of the transition.
  await expectAccessible(page);
  await page.screenshot({
    path: "tests/screenshots/kiosks-panel-1024x768-fr.png",
    animations: "disabled",
  });
});

test("a floor agent has no kiosks entry and /kiosks is restricted", async ({ page }) => {
  await signInAt(page, "agent");
  await expect(
    page.getByRole("navigation", { name: "Navigation principale" }).getByText("Bornes"),
  ).toHaveCount(0);
  await page.goto("/kiosks");
  await expect(page.getByText("Accès restreint")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("the menu opens the new kiosk form on another page, and not on /kiosks", async ({ page }) => {
  const serial = `MENU-${Date.now().toString(36).toUpperCase()}`; // a retry makes its own
  await signInAt(page, "admin", "/customers");
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await nav.getByRole("button", { name: "Nouvelle borne" }).click();
  const form = page.getByRole("dialog", { name: "Ajouter une borne" });
  await form.getByLabel(/^Nom/).fill("Borne du menu");
  await form.getByLabel(/^Numéro de série/).fill(serial);
  await page.waitForTimeout(400); // the modal's opening transition
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/menu-new-kiosk-1024x768-fr.png" });
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Borne créée")).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/\/customers$/);

  await page.goto("/kiosks");
  await expect(page.getByRole("heading", { name: "Bornes" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Nouvelle borne" })).toHaveCount(0);
  await expect(nav.getByRole("button", { name: "Nouveau client" })).toBeVisible();
  await page.getByLabel("Nom ou numéro de série").fill("Borne du menu");
  await expect(page.getByRole("row", { name: new RegExp(serial) })).toBeVisible();
});
