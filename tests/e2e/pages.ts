import { expect, type Page } from "@playwright/test";

/** Demo accounts of the reference server's seed (README). */
export const ACCOUNTS = {
  admin: { email: "admin@parc-demo.fr", password: "Admin#2026!" },
  manager: { email: "manager@parc-demo.fr", password: "Manager#2026!" },
  agent: { email: "agent@parc-demo.fr", password: "Agent#2026!" },
} as const;

export type Account = keyof typeof ACCOUNTS;

/** The login screen, as a person uses it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async signIn(account: Account) {
    const { email, password } = ACCOUNTS[account];
    await this.page.getByLabel(/Adresse e-mail|Email address/).fill(email);
    await this.page.getByLabel(/^(Mot de passe|Password)/).fill(password);
    await this.page.getByRole("button", { name: /Se connecter|Sign in/ }).click();
  }
}

/** Opens `path` signed in as `account` (through the real login screen). */
export async function signInAt(page: Page, account: Account, path = "/") {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await new LoginPage(page).signIn(account);
  await expect(page.getByRole("button", { name: /Menu utilisateur|User menu/ })).toBeVisible();
}

/** The user menu in the header. */
export class UserMenu {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.getByRole("button", { name: /Menu utilisateur|User menu/ }).click();
  }

  async logout() {
    await this.open();
    await this.page.getByRole("menuitem", { name: /Se déconnecter|Sign out/ }).click();
  }
}
