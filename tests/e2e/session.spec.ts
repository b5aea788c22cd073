import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { DEMO_CARDS } from "../../server/seed/demo-cards.seed";
import { expectAccessible, LoginPage, signInAt, UserMenu } from "./pages";

/** The refresh token this tab holds (sessionStorage, see src/lib/session/session-store.ts). */
async function refreshTokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem("bo.session"));
  const token = (JSON.parse(stored ?? "{}") as { refreshToken?: string }).refreshToken;
  if (!token) throw new Error("no session in this tab");
  return token;
}

/** What /connect/token answers to a copy of a refresh token. */
async function refreshWith(request: APIRequestContext, refreshToken: string) {
  const res = await request.post("/connect/token", {
    headers: {
      authorization: `Basic ${Buffer.from("backoffice-pwa:backoffice-demo-secret").toString("base64")}`,
    },
    form: { grant_type: "refresh_token", refresh_token: refreshToken },
  });
  return { status: res.status(), body: (await res.json()) as { code?: string } };
}

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

test("an unknown path says so in the shell, with the way home", async ({ page }) => {
  await signInAt(page, "agent");
  await page.goto("/no/such/screen");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  await expect(page.getByText("L'adresse /no/such/screen ne mène à aucun écran")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeAttached();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page.getByRole("heading", { name: /^Bonjour/ })).toBeVisible();
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
  // Who logs out leaves no redirectFrom: the next employee on this tablet starts at home.
  await expect(second).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await new LoginPage(second).signIn("agent");
  await expect(second).toHaveURL(/\/$/);
  await expect(second.getByRole("heading", { name: /^Bonjour/ })).toBeVisible();
});

test("logout revokes the session on the server: a copied refresh token gets invalid_grant", async ({
  page,
  request,
}) => {
  await signInAt(page, "agent");
  const copied = await refreshTokenOf(page);
  const revoked = page.waitForResponse(
    (res) => res.url().endsWith("/connect/revoke") && res.request().method() === "POST",
  );
  await new UserMenu(page).logout();
  expect((await revoked).status()).toBe(200);
  await expect(page).toHaveURL(/\/login/);
  expect(await refreshWith(request, copied)).toEqual({
    status: 400,
    body: { code: "invalid_grant", error: "invalid_grant" },
  });
});

test("a logout made offline is revoked on the server when the network returns", async ({
  page,
  context,
  request,
}) => {
  await signInAt(page, "agent");
  const copied = await refreshTokenOf(page);
  await context.setOffline(true);
  await new UserMenu(page).logout();
  await expect(page).toHaveURL(/\/login/);
  // Remembered on the device until it can be sent.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("bo.revocations")))
    .toContain(copied);
  const revoked = page.waitForResponse((res) => res.url().endsWith("/connect/revoke"));
  await context.setOffline(false);
  expect((await revoked).status()).toBe(200);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("bo.revocations"))).toBeNull();
  expect((await refreshWith(request, copied)).status).toBe(400);
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
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/home-1024x768-fr.png" });
});

test("home at 800x1280 in English, with the menu in a drawer", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.goto("/login");
  await page.getByText("EN", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/login-800x1280-en.png" });
  await new LoginPage(page).signIn("manager");
  await expect(page.getByText("What would you like to do?")).toBeVisible();
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const drawer = page.getByRole("navigation", { name: "Main navigation" });
  await expect(drawer.getByRole("link", { name: "Roles and rights" })).toBeInViewport();
  await page.waitForTimeout(300); // the drawer's slide-in transition
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/home-800x1280-en.png" });
});

test("dark mode follows the tablet, can be chosen in the user menu, and stays legible", async ({
  page,
}) => {
  const scheme = page.locator("html");
  await page.emulateMedia({ colorScheme: "dark" });
  await signInAt(page, "manager", `/cards/details/${DEMO_CARDS.assigned.number}`);
  await expect(scheme).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByRole("button", { name: "Unités bonus" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/card-details-dark-1024x768-fr.png" });

  // Chosen in the user menu, kept across a reload; "Thème de l'appareil" follows the tablet again.
  await new UserMenu(page).open();
  await page.getByRole("menuitem", { name: "Thème clair" }).click();
  await expect(scheme).toHaveAttribute("data-mantine-color-scheme", "light");
  await page.reload();
  await expect(scheme).toHaveAttribute("data-mantine-color-scheme", "light");
  await new UserMenu(page).open();
  await page.getByRole("menuitem", { name: "Thème de l'appareil" }).click();
  await expect(scheme).toHaveAttribute("data-mantine-color-scheme", "dark");

  await page.getByRole("link", { name: "Rôles et droits" }).click();
  await expect(page.getByRole("button", { name: "Enregistrer les réglages" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Cartes", exact: true }).click();
  await expect(page.getByRole("table", { name: "Cartes" }).getByRole("row").nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/cards-dark-1024x768-fr.png" });
});
