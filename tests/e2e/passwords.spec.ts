import { expect, test } from "./fixtures";
import { signInAt, UserMenu } from "./pages";

test("a new employee sets a first password with the manager's code, then signs in", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Première connexion ? Créer mon mot de passe" }).click();
  await expect(page).toHaveURL(/\/first-login$/);

  const email = page.getByLabel("Adresse e-mail");
  const code = page.getByLabel("Code de première connexion");
  const password = page.getByLabel(/^Nouveau mot de passe/);
  const confirm = page.getByLabel(/^Confirmation du mot de passe/);
  const submit = page.getByRole("button", { name: "Créer mon mot de passe" });

  // Bad input first: every rule says what is wrong, in French, and nothing is sent.
  await email.fill("nouveau@parc-demo");
  await password.fill("court");
  await confirm.fill("autre");
  await submit.click();
  await expect(page.getByText("Adresse e-mail invalide")).toBeVisible();
  await expect(page.getByText("Ce champ est obligatoire")).toBeVisible();
  await expect(page.getByText("La confirmation ne correspond pas")).toBeVisible();

  // A wrong code is refused by the server with its own message.
  await email.fill("nouveau@parc-demo.fr");
  await code.fill("000000");
  await password.fill("Bienvenue#2026");
  await confirm.fill("Bienvenue#2026");
  await submit.click();
  await expect(page.getByRole("alert")).toContainText(
    "Adresse e-mail ou code de première connexion invalide, ou code expiré",
  );

  await code.fill("482913");
  await submit.click();
  await expect(page.getByText("Mot de passe créé : vous pouvez vous connecter")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?email=nouveau%40parc-demo\.fr$/);
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue("nouveau@parc-demo.fr");
  await page.getByLabel(/^Mot de passe/).fill("Bienvenue#2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Bonjour Lucas" })).toBeVisible();
});

test("an employee changes their password from the user menu", async ({ page }) => {
  // Two changes and two sign-ins (scrypt each time): long on a busy 2-core box.
  test.slow();
  await signInAt(page, "manager");
  await new UserMenu(page).open();
  await page.getByRole("menuitem", { name: "Changer de mot de passe" }).click();
  await expect(page).toHaveURL(/\/change-password$/);

  await page.getByLabel(/^Mot de passe actuel/).fill("pas-le-bon");
  await page.getByLabel(/^Nouveau mot de passe/).fill("Nouveau#2026");
  await page.getByLabel(/^Confirmation du mot de passe/).fill("Nouveau#2026");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("alert")).toHaveText("L'ancien mot de passe est incorrect");

  await page.getByLabel(/^Mot de passe actuel/).fill("Manager#2026!");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Mot de passe modifié")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await new UserMenu(page).logout();
  await page.getByLabel("Adresse e-mail").fill("manager@parc-demo.fr");
  await page.getByLabel(/^Mot de passe/).fill("Nouveau#2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Bonjour Julien" })).toBeVisible();

  // Other tests sign in as the manager: put the demo password back.
  await page.goto("/change-password");
  await page.getByLabel(/^Mot de passe actuel/).fill("Nouveau#2026");
  await page.getByLabel(/^Nouveau mot de passe/).fill("Manager#2026!");
  await page.getByLabel(/^Confirmation du mot de passe/).fill("Manager#2026!");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Mot de passe modifié")).toBeVisible();
});
