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
 * No serious or critical accessibility violation (axe-core) on what the page shows now, and every
 * control a finger can aim at is at least 44 px in both dimensions (WCAG 2.5.5; src/app/app.css),
 * once the page's transitions are over: a dialog fading in has its colours half-way (axe measured
 * a red button at a contrast it never keeps). Endless animations (loaders) are not waited for.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A table still loading (a card's histories come after the card) would fade its rows or its
  // empty state in while axe reads them: its load ends first, then what it started.
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  const settled = () =>
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
  const serious = async () => {
    await settled();
    await page.waitForTimeout(100);
    await settled();
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  };
  // A toast whose 3 s ran out while axe read the page was fading out: read again once it is gone
  // (a real defect is found twice).
  const found = await serious();
  expect(
    (found.length > 0 ? await serious() : found).map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
}

/**
 * The controls on screen smaller than 44 x 44 px, as "what (width x height)". A checkbox, radio
 * or switch is aimed at through its label (the whole row); a link inside a sentence is exempt
 * (WCAG's inline exception), as is what is hidden, covered by a dialog, or not on screen.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const SELECTOR = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "[role=button]",
      "[role=tab]",
      "[role=option]",
      "[role=menuitem]",
      "[role=checkbox]",
      "[role=switch]",
      "[role=radio]",
    ].join(",");
    const modal = document.querySelector("[role=dialog][aria-modal=true]");
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (modal && !modal.contains(element)) continue; // behind the dialog: out of reach
      if (element.closest("[aria-hidden=true], [inert]")) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const own = element.getBoundingClientRect();
      if (own.width === 0 || own.height === 0) continue;
      const inSentence =
        element.tagName === "A" &&
        getComputedStyle(element).display === "inline" &&
        (element.parentElement?.textContent?.trim().length ?? 0) >
          (element.textContent?.trim().length ?? 0);
      if (inSentence) continue;
      // The visually hidden input of a checkbox, radio or switch: its label is the target.
      const row = element.closest(
        ".mantine-Checkbox-body, .mantine-Switch-body, .mantine-Radio-body",
      );
      const hidden = /checkbox|radio/.test((element as HTMLInputElement).type ?? "");
      // The text box inside a field's frame (a password field, with its eye): the frame is aimed at.
      const frame = element.closest(".mantine-Input-input");
      const rect =
        hidden && row
          ? row.getBoundingClientRect()
          : frame && frame !== element
            ? frame.getBoundingClientRect()
            : own;
      if (rect.width + 0.5 >= MIN && rect.height + 0.5 >= MIN) continue;
      const name =
        element.getAttribute("aria-label") ??
        element.textContent?.trim().slice(0, 40) ??
        element.tagName.toLowerCase();
      const what = name || `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
      small.push(`${what} (${Math.round(rect.width)} x ${Math.round(rect.height)})`);
    }
    return small;
  });
}

/**
 * What the screens' specs do at each step worth a look: loads over, accessible (axe and 44 px),
 * then a full-page screenshot named by the step, the size and the language (800 px wide: English).
 */
export async function checkAndShoot(page: Page, folder: string, name: string): Promise<void> {
  await expect(page.locator("[aria-busy=true], .mantine-Loader-root")).toHaveCount(0);
  await expectAccessible(page);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  const lang = width === 800 ? "en" : "fr";
  await page.screenshot({
    path: `${folder}/${name}-${width}x${height}-${lang}.png`,
    fullPage: true,
  });
}
