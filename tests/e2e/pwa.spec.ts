import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "./fixtures";
import { UserMenu, expectAccessible, signInAt } from "./pages";

// The rest of the suite blocks the service worker (playwright.config.ts): here it is the subject.
test.use({ serviceWorkers: "allow" });

// Functions handed to page.evaluate would get tsx's `__name` helper injected: scripts are strings.

/** Waits until the service worker is active and controls the page (one reload if it must). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate("navigator.serviceWorker.ready.then(() => true)");
  if (!(await page.evaluate("Boolean(navigator.serviceWorker.controller)"))) await page.reload();
  await page.waitForFunction("Boolean(navigator.serviceWorker.controller)");
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const aboutRow = (page: Page, label: string) => page.getByRole("row", { name: new RegExp(label) });

test("the web app manifest is complete and its icons are real PNGs of their size", async ({
  request,
}) => {
  const answer = await request.get("/manifest.webmanifest");
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    id: "/",
    name: "BackOffice — parc de loisirs",
    short_name: "BackOffice",
    lang: "fr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: "#1c4e80",
    background_color: "#f4f6fa",
  });
  expect(manifest.description).toMatch(/cartes de jeu, clients, bornes/);
  const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngs.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);

  const html = await (await request.get("/")).text();
  const apple = /<link rel="apple-touch-icon" href="([^"]+)" sizes="180x180"/.exec(html)?.[1];
  expect(html).toContain('<meta name="theme-color" content="#1c4e80"');
  for (const [src, sizes] of [...pngs.map((i) => [i.src, i.sizes]), [apple, "180x180"]]) {
    const icon = await request.get(String(src));
    expect(icon.status(), String(src)).toBe(200);
    expect(icon.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await icon.body()), String(src)).toBe(sizes);
  }
});

test("the service worker precaches the app shell only and Chromium finds the app installable", async ({
  playwright,
  launchOptions,
  baseURL,
}, testInfo) => {
  // Chromium never finds an app installable in an incognito profile (Playwright's contexts are).
  const context = await playwright.chromium.launchPersistentContext(
    testInfo.outputPath("profile"),
    {
      ...launchOptions,
      baseURL,
      locale: "fr-FR",
      viewport: { width: 1024, height: 768 },
    },
  );
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/login");
    await expect(page.getByText("Application prête à fonctionner hors ligne")).toBeVisible({
      timeout: 20_000,
    });
    await controlledByServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);

    const cached = await page.evaluate<string[]>(`(async () => {
      const paths = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    })()`);
    expect(cached).toContain("/index.html");
    expect(cached).toContain("/icons/maskable-512.png");
    // The scanner's decoder: a card can be scanned offline.
    expect(cached.filter((path) => /\/zxing_reader-[\w-]+\.wasm$/.test(path))).toHaveLength(1);
    expect(cached.filter((path) => /^\/(api|connect)\/|config\.json/.test(path))).toEqual([]);
  } finally {
    await context.close();
  }
});

test("signed in, a reload while offline shows the app from the service worker", async ({
  page,
  context,
}) => {
  await signInAt(page, "manager");
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("button", { name: "Menu utilisateur" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Bonjour/ })).toBeVisible();
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "À propos" })).toBeVisible();
  await expect(aboutRow(page, "Réseau")).toContainText("Hors ligne");
  await expect(aboutRow(page, "Sans réseau")).toContainText("s'ouvre même sans réseau");
  await expect(aboutRow(page, "Adresse du serveur")).toContainText(new URL(page.url()).origin);
  await context.setOffline(false);
});

test("/about: offline mode, persistent storage, and the install button for managers", async ({
  page,
}) => {
  await signInAt(page, "manager", "/about");
  await controlledByServiceWorker(page);
  await expect(aboutRow(page, "Sans réseau")).toContainText("s'ouvre même sans réseau");
  await expect(aboutRow(page, "Données de la tablette")).toContainText(
    /^Données de la tablette(Gardées|La tablette peut|Ce navigateur peut)/,
  );
  await expect(page.getByTestId("stored-on-device")).toContainText("Aucune action en attente");
  await expect(page.getByRole("button", { name: "Installer" })).toHaveCount(0);
  // The user menu, open: axe-clean too (its logout entry's red, its focus placeholder).
  await new UserMenu(page).open();
  await expect(page.getByRole("menuitem", { name: "Se déconnecter" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);

  // What Chromium fires when it would install the app (its heuristics decide when: not in a test).
  await page.evaluate(`(() => {
    const offer = new Event("beforeinstallprompt", { cancelable: true });
    offer.prompt = async () => { window.installPrompted = true; };
    offer.userChoice = Promise.resolve({ outcome: "accepted", platform: "web" });
    window.dispatchEvent(offer);
  })()`);
  const install = page.getByRole("button", { name: "Installer" });
  await expect(install).toBeVisible();
  await expect(page.getByText("Application prête à fonctionner hors ligne")).toHaveCount(0, {
    timeout: 10_000,
  });
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/about-1024x768-fr.png" });
  await install.click();
  expect(await page.evaluate("window.installPrompted")).toBe(true);
  await expect(install).toHaveCount(0);
});

test("a floor agent is never offered the install button", async ({ page }) => {
  await signInAt(page, "agent", "/about");
  await expect(aboutRow(page, "Données de la tablette")).toBeVisible();
  await page.evaluate(`(() => {
    const offer = new Event("beforeinstallprompt", { cancelable: true });
    offer.prompt = async () => {};
    offer.userChoice = Promise.resolve({ outcome: "dismissed", platform: "web" });
    window.dispatchEvent(offer);
  })()`);
  await expect(page.getByText("Installer l'application")).toHaveCount(0);
});

test("a new version is offered, and activated with a reload on 'Mettre à jour'", async ({
  page,
}) => {
  await signInAt(page, "manager");
  await controlledByServiceWorker(page);
  await expect(page.getByText("Application prête à fonctionner hors ligne")).toHaveCount(0, {
    timeout: 10_000,
  });

  // The next deployment: another service worker script, found when the tab becomes visible.
  // Chromium fetches it outside the page, where no route reaches: the served file changes, and
  // is put back at the end.
  const swFile = join(process.env.E2E_DIST ?? "dist", "sw.js");
  const deployed = readFileSync(swFile, "utf8");
  writeFileSync(swFile, `${deployed}\n// next version\n`);
  try {
    await page.evaluate(`window.beforeUpdate = true;
      document.dispatchEvent(new Event("visibilitychange"))`);
    const prompt = page.getByRole("alert").filter({ hasText: "Nouvelle version disponible" });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expect(prompt.getByRole("button", { name: "Plus tard" })).toBeVisible();
    await page.waitForTimeout(400);
    await expectAccessible(page);
    await page.screenshot({ path: "tests/screenshots/update-prompt-1024x768-fr.png" });

    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: "Mettre à jour" }).click();
    await reloaded;
    await expect(page.getByRole("heading", { name: /^Bonjour/ })).toBeVisible();
    expect(await page.evaluate("window.beforeUpdate ?? false")).toBe(false);
    await expect(page.getByText("Nouvelle version disponible")).toHaveCount(0);
    expect(
      await page.evaluate(
        "navigator.serviceWorker.getRegistration().then((r) => r.waiting === null)",
      ),
    ).toBe(true);
  } finally {
    writeFileSync(swFile, deployed);
  }
});
