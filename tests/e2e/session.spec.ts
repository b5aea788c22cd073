import { expect, test } from "@playwright/test";
import { LoginPage, signInAt, UserMenu } from "./pages";

test("a signed-out visit keeps the path and signing in lands on it", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveURL(/\/login\?redirectFrom=%2Fabout$/);
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await new LoginPage(page).signIn("agent");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { name: "À propos" })).toBeVisible();
  await expect(page).toHaveTitle("À propos · BackOffice");
});

test("wrong credentials get a clear message and no session", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Adresse e-mail").fill("agent@parc-demo.fr");
  await page.getByLabel(/^Mot de passe/).fill("not-the-password");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert")).toHaveText("Adresse e-mail ou mot de passe incorrect");
  await expect(page).toHaveURL(/\/login$/);
});

test("a floor agent opening /roles lands home with 'Access Restricted'", async ({ page }) => {
  await signInAt(page, "agent");
  await expect(
    page.getByRole("navigation", { name: "Navigation principale" }).getByText("Rôles et droits"),
  ).toHaveCount(0);
  await page.goto("/roles");
  await expect(page.getByText("Accès restreint")).toBeVisible();
  await expect(page.getByText("Vous n'avez pas accès à cette page")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /^Bonjour/ })).toBeVisible();
});

test("unknown paths go home", async ({ page }) => {
  await signInAt(page, "agent");
  await page.goto("/no/such/screen");
  await expect(page).toHaveURL(/\/$/);
});

test("a second tab opens signed in and a logout in one tab logs out the other", async ({
  page,
  context,
}) => {
  await signInAt(page, "manager");
  const second = await context.newPage();
  await second.goto("/about");
  await expect(second.getByRole("heading", { name: "À propos" })).toBeVisible();
  await expect(second.getByText("manager@parc-demo.fr")).toBeVisible();

  await new UserMenu(second).logout();
  await expect(second).toHaveURL(/\/login/);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
});

test("switching to English changes the interface and survives a reload", async ({ page }) => {
  await signInAt(page, "agent");
  await new UserMenu(page).open();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.getByText("What would you like to do?")).toBeVisible();
  await page.reload();
  await expect(page.getByText("What would you like to do?")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await new UserMenu(page).logout();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByText("FR", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
});

test("home at 1024x768 in French", async ({ page }) => {
  await signInAt(page, "admin");
  await expect(page.getByText("Rôles et droits").first()).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/home-1024x768-fr.png" });
});

test("home at 800x1280 in English, with the menu in a drawer", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.goto("/login");
  await page.getByText("EN", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/login-800x1280-en.png" });
  await new LoginPage(page).signIn("manager");
  await expect(page.getByText("What would you like to do?")).toBeVisible();
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const drawer = page.getByRole("navigation", { name: "Main navigation" });
  await expect(drawer.getByRole("link", { name: "Roles and rights" })).toBeInViewport();
  await page.waitForTimeout(300); // the drawer's slide-in transition
  await page.screenshot({ path: "tests/screenshots/home-800x1280-en.png" });
});
