import { expect, test, type Page } from "./fixtures";
import { checkAndShoot, signInAt } from "./pages";

/**
 * Issue 26, the employees, end to end on the seeded venue: a manager adds an employee (an address
 * already used is said while typing, a shared account for a floor role is refused on its field),
 * gives them a one-time code, and the employee, in a browser of their own, chooses a password on
 * the first-login screen with it and lands on the home. Landscape in French, portrait in English,
 * each screen checked by axe-core and for 44 px targets, and photographed in tests/screenshots/employees/.
 */

const shoot = (page: Page, name: string) =>
  checkAndShoot(page, "tests/screenshots/employees", name);

test("a manager adds an employee and gives a code; the employee signs in with it", async ({
  page,
  browser,
}) => {
  // Two scrypt hashes (the code, the password) and a sign-in: long on a busy 2-core box.
  test.slow();
  const suffix = Date.now() % 100000;
  const email = `anais.perrin.${suffix}@parc-demo.fr`;
  await signInAt(page, "manager", "/employees");
  await expect(page.getByRole("heading", { name: "Employés", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Employés" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  // On a tablet the address is under the name, and a row's last action is in sight, not cut.
  const agent = table.getByRole("row", { name: /Nathan Dupont/ });
  await expect(agent.getByRole("cell").first()).toContainText("nathan.dupont@parc-demo.fr");
  const last = await agent.getByRole("button").last().boundingBox();
  const frame = await table.boundingBox();
  expect(last!.x + last!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
  expect(last!.x + last!.width).toBeLessThanOrEqual(1024);
  await shoot(page, "list");

  await page.getByRole("button", { name: "Nouvel employé" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvel employé" });
  await dialog.getByLabel(/^Prénom/).fill("Anaïs");
  await dialog.getByLabel(/^Nom/).fill("Perrin");
  // Another case of a seeded address: taken all the same.
  await dialog.getByLabel(/^Adresse e-mail/).fill("Agent@Parc-Demo.fr");
  await expect(dialog.getByText("Cette adresse e-mail existe déjà")).toBeVisible();

  // The manager (rank 20) may give only the floor agent's role.
  await dialog.getByRole("combobox", { name: "Rôle" }).click();
  await expect(page.getByRole("option")).toHaveText(["Agent d'accueil"]);
  await page.getByRole("option", { name: "Agent d'accueil" }).click();
  await dialog.getByRole("combobox", { name: "Type de compte" }).click();
  await page.getByRole("option", { name: "Multi-site", exact: true }).click();
  await expect(
    dialog.getByText(
      "Un employé avec le rôle Agent d'accueil ne peut pas avoir le statut Multi-site",
    ),
  ).toBeVisible();
  await shoot(page, "form");
  await dialog.getByRole("combobox", { name: "Type de compte" }).click();
  await page.getByRole("option", { name: "Local (non partagé)" }).click();

  await dialog.getByLabel(/^Adresse e-mail/).fill(email);
  await expect(dialog.getByText("Cette adresse e-mail existe déjà")).toBeHidden();
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Employé ajouté")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Nom", { exact: true }).fill("Anaïs Perrin");
  const row = table.getByRole("row", { name: /Anaïs Perrin/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("En attente de première connexion");
  await row.getByRole("button", { name: "Réinitialiser le mot de passe de Anaïs Perrin" }).click();
  await page
    .getByRole("dialog", { name: "Réinitialiser le mot de passe" })
    .getByRole("button", { name: "Réinitialiser", exact: true })
    .click();
  const codeDialog = page.getByRole("dialog", {
    name: "Code de première connexion pour Anaïs Perrin",
  });
  await expect(codeDialog).toBeVisible();
  await expect(codeDialog).toContainText("Valable jusqu'au");
  const code = (await codeDialog.getByTestId("reset-code").textContent()) ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await shoot(page, "reset-code");
  await codeDialog.getByRole("button", { name: "Fermer" }).last().click();

  // The employee, on a device of their own.
  const theirs = await browser.newContext({
    locale: "fr-FR",
    viewport: { width: 1024, height: 768 },
  });
  const employee = await theirs.newPage();
  await employee.goto("/first-login");
  await employee.getByLabel("Adresse e-mail").fill(email);
  await employee.getByLabel("Code de première connexion").fill(code);
  await employee.getByLabel(/^Nouveau mot de passe/).fill("Bienvenue#2026");
  await employee.getByLabel(/^Confirmation du mot de passe/).fill("Bienvenue#2026");
  await employee.getByRole("button", { name: "Créer mon mot de passe" }).click();
  await expect(employee).toHaveURL(/\/login\?email=/);
  await employee.getByLabel(/^Mot de passe/).fill("Bienvenue#2026");
  await employee.getByRole("button", { name: "Se connecter" }).click();
  await expect(employee.getByRole("heading", { name: "Bonjour Anaïs" })).toBeVisible();
  await theirs.close();

  await page.reload();
  await page.getByLabel("Nom", { exact: true }).fill("Anaïs Perrin");
  await expect(row).not.toContainText("En attente de première connexion");
});

test.describe("portrait, in English", () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test("the list, the form and the code dialog", async ({ page }) => {
    test.slow();
    await page.goto("/login");
    await page.getByText("EN", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signInAt(page, "admin", "/employees");
    await expect(page.getByRole("heading", { name: "Employees", level: 1 })).toBeVisible();
    const table = page.getByRole("table", { name: "Employees" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await shoot(page, "list");

    await page.getByRole("button", { name: "New employee" }).click();
    const dialog = page.getByRole("dialog", { name: "New employee" });
    await dialog.getByRole("combobox", { name: "Role" }).click();
    await expect(page.getByRole("option")).toHaveText(["Manager", "Front desk agent"]);
    await page.getByRole("option", { name: "Front desk agent" }).click();
    await dialog.getByRole("combobox", { name: "Account type" }).click();
    await page.getByRole("option", { name: "Multi-site by category" }).click();
    await expect(
      dialog.getByText(
        "An employee with role Front desk agent cannot have status Multi-site by category",
      ),
    ).toBeVisible();
    await shoot(page, "form");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.getByLabel("Name", { exact: true }).fill("Jules Faure");
    const row = table.getByRole("row", { name: /Jules Faure/ });
    await expect(row).toContainText("Waiting for first sign-in");
    await row.getByRole("button", { name: "Reset the password of Jules Faure" }).click();
    await page
      .getByRole("dialog", { name: "Reset the password" })
      .getByRole("button", { name: "Reset", exact: true })
      .click();
    const codeDialog = page.getByRole("dialog", { name: "First sign-in code for Jules Faure" });
    await expect(codeDialog.getByTestId("reset-code")).toHaveText(/^\d{6}$/);
    await shoot(page, "reset-code");
  });
});
