import AxeBuilder from "@axe-core/playwright";
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

let seeded = 0;

/**
 * Opens `path` signed in as `account`, without the sign-in screen (its tests are in
 * session.spec.ts and first-load.spec.ts): tokens asked of /connect/token as the app asks them
 * (its client, from /config.json), put once in this tab's sessionStorage where the app keeps
 * them (src/lib/session/session-store.ts) before its scripts run. A reload keeps the session as
 * the app does; a logout ends it.
 */
/** Signs `account` in through the API, as the app does: its tokens, for API set-up calls too. */
export async function apiTokens(page: Page, account: Account) {
  const config = (await (await page.request.get("/config.json")).json()) as {
    clientId: string;
    clientSecret: string;
    scope: string;
  };
  const { email, password } = ACCOUNTS[account];
  const answer = await page.request.post("/connect/token", {
    form: { grant_type: "password", username: email, password, scope: config.scope },
    headers: {
      Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`,
    },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { access_token: string; refresh_token: string };
}

export async function signInAt(page: Page, account: Account, path = "/") {
  const tokens = await apiTokens(page, account);
  const claims = JSON.parse(
    Buffer.from(tokens.access_token.split(".")[1] ?? "", "base64url").toString(),
  ) as { exp: number };
  const session = JSON.stringify({
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: claims.exp * 1000,
  });
  // A string (not a function): tsx's helpers must not leak into the page.
  const marker = `e2e.signed-in.${++seeded}`;
  await page.addInitScript(`if (!sessionStorage.getItem(${JSON.stringify(marker)})) {
    sessionStorage.setItem(${JSON.stringify(marker)}, "1");
    sessionStorage.setItem("bo.session", ${JSON.stringify(session)});
  }`);
  await page.goto(path);
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

/**
 * What a USB or Bluetooth barcode reader sends: `text` then Enter, 5 ms apart by the keys' own
 * timestamps. Playwright's keyboard waits for the page between keys, which on a busy page (a list
 * rendering at each key) stretches a burst past what src/ui/scanner/keyboard-wedge.ts recognises.
 */
export async function readerBurst(page: Page, text: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...[...text].map((key) => ({ key, text: key })), { key: "Enter", text: "\r" }];
  for (const [i, key] of keys.entries()) {
    const timestamp = start + i * 0.005;
    await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...key, timestamp });
    await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key: key.key, timestamp });
  }
  await cdp.detach();
}

/**
 * No serious or critical accessibility violation (axe-core) on what the page shows now, once its
 * transitions are over: a dialog fading in has its colours half-way (axe measured a red button
 * at a contrast it never keeps). Endless animations (loaders) are not waited for.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
