import { expect, test, type Page } from "./fixtures";
import { signInAt } from "./pages";

// The precache's timing and its downloads are the subject: the service worker runs here.
test.use({ serviceWorkers: "allow" });

// Scripts are strings: functions handed to evaluate would get tsx's `__name` helper injected.
const ASSETS_LOADED = `performance.getEntriesByType("resource")
  .filter((e) => new URL(e.name).pathname.startsWith("/assets/"))
  .map((e) => ({ path: new URL(e.name).pathname, bytes: e.transferSize, start: e.startTime, end: e.responseEnd }))`;

interface Loaded {
  path: string;
  bytes: number;
  start: number;
  end: number;
}

/** Holds back the files `pattern` matches until the function it answers is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function serviceWorkerOf(page: Page) {
  const context = page.context();
  const [worker] = context.serviceWorkers();
  return worker ?? (await context.waitForEvent("serviceworker"));
}

test("the precache starts after the first screen and takes its chunks from the HTTP cache", async ({
  page,
}) => {
  const cspReports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text()))
      cspReports.push(message.text());
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  // A submit parses the form with zod: with its JIT off (main.tsx), the CSP has nothing to refuse.
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Ce champ est obligatoire").first()).toBeVisible();
  const worker = await serviceWorkerOf(page);
  await page.evaluate("navigator.serviceWorker.ready.then(() => true)");

  const pageLoads = await page.evaluate<Loaded[]>(ASSETS_LOADED);
  const loadEnd = await page.evaluate<number>(
    `performance.getEntriesByType("navigation")[0].loadEventEnd`,
  );
  const precached = await worker.evaluate<Loaded[]>(ASSETS_LOADED);

  // The installed-app wiring (src/app/pwa.ts: the registration) was asked for after the load
  // event and after the login page's own chunk had arrived.
  const wiring = pageLoads.find((e) => /\/pwa-[\w-]+\.js$/.test(e.path));
  const loginChunk = pageLoads.find((e) => /\/login\.page-[\w-]+\.js$/.test(e.path));
  if (!wiring || !loginChunk)
    throw new Error(`no pwa or login chunk in ${JSON.stringify(pageLoads)}`);
  expect(wiring.start).toBeGreaterThanOrEqual(loadEnd);
  expect(wiring.start).toBeGreaterThan(loginChunk.end);
  expect(pageLoads.every((e) => e.bytes > 0)).toBe(true);
  // The login chunk is asked for beside the start-up's config request, not after it (main.tsx).
  const config = await page.evaluate<Loaded | undefined>(
    `performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/config.json"))
      .map((e) => ({ path: "/config.json", bytes: e.transferSize, start: e.startTime, end: e.responseEnd }))[0]`,
  );
  expect(loginChunk.start).toBeLessThan(config?.end ?? 0);
  expect(cspReports).toEqual([]);

  // The precache asked for each of them again, and each came from the HTTP cache (0 bytes).
  const fromNetworkTwice = pageLoads
    .map((loaded) => precached.find((e) => e.path === loaded.path))
    .filter((e) => e === undefined || e.bytes > 0);
  expect(fromNetworkTwice).toEqual([]);
  // ... while the rest of the app shell was downloaded by the precache itself.
  expect(precached.length).toBeGreaterThan(pageLoads.length);
});

test("signed in, a reload of the home asks for the config, the shell and the home before its entry has run", async ({
  page,
}) => {
  await signInAt(page, "agent");
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Bonjour/ })).toBeVisible();
  const loads = await page.evaluate<
    (Loaded & { by: string })[]
  >(`performance.getEntriesByType("resource")
    .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, by: e.initiatorType }))`);
  const config = loads.filter((e) => e.path === "/config.json");
  // The shell's router, its frame and the home come in one file (scripts/chunk-groups.ts).
  const shell = loads.find((e) => /\/shell-[\w-]+\.js$/.test(e.path));
  if (config.length === 0 || !shell) throw new Error(`missing in ${JSON.stringify(loads)}`);
  expect(loads.filter((e) => /\/(app-shell|home\.page|signed-in-router)-/.test(e.path))).toEqual(
    [],
  );
  // Asked by index.html's first script as the page is parsed (scripts/first-screen-plugin.ts):
  // the shell and the home by its links, not by the entry's code once come and run...
  const preloaded = await page.evaluate<string[]>(
    `[...document.head.querySelectorAll("link[rel=modulepreload]")].map((l) => new URL(l.href).pathname)`,
  );
  expect(preloaded).toContain(shell.path);
  // ... and the config just before them, by index.html's preload (an HTML link, which a
  // simulated or slow network sends before any script has run), whose answer the script's
  // request takes: asked once.
  expect(config).toHaveLength(1);
  expect(config[0]?.by).toBe("link");
  expect(config[0]?.start).toBeLessThanOrEqual(shell.start);
  expect(loads.some((e) => /\/login\.page-/.test(e.path))).toBe(false);
  // The app's mark, in the tab and in the header, is in the page (src/ui/app-logo.tsx).
  expect(loads.filter((e) => e.path === "/favicon.svg")).toEqual([]);
  // Once shown, the shell's parts (the user menu, the pending panel) come without a card's
  // dialogs: what they share is in the parts' chunk (scripts/chunk-groups.ts).
  const paths = () =>
    page.evaluate<string[]>(
      `performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname)`,
    );
  await expect.poll(async () => (await paths()).some((p) => /\/shell-parts-/.test(p))).toBe(true);
  expect((await paths()).filter((p) => /\/card-dialogs-/.test(p))).toEqual([]);
});

test("a card opened by a link asks the API for it once, before the card's code has come", async ({
  page,
}) => {
  await signInAt(page, "agent");
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  // The card's page and its chunks (Dexie, the card's contract) held back until the card is asked.
  const release = await holdBack(page, /\/assets\/card[\w.-]*\.js$/);
  const cardAsked = page.waitForRequest(/\/api\/card\/number\/0420000001$/);
  await page.goto("/cards/details/0420000001");
  await cardAsked;
  release();
  await expect(page.getByRole("heading", { name: "Carte PC-000001" })).toBeVisible();
  // The page took that answer (src/lib/api/early.ts) rather than asking again.
  expect(asked.filter((path) => path === "/api/card/number/0420000001")).toHaveLength(1);
});

test("a card opened by a link is asked for as the page is parsed, before the app's entry has come", async ({
  page,
}) => {
  await signInAt(page, "agent");
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  const cardAsked = page.waitForRequest(/\/api\/card\/number\/0420000001$/);
  await page.goto("/cards/details/0420000001", { waitUntil: "commit" });
  // index.html's first script (scripts/first-screen-plugin.ts), with the session's token.
  expect(await (await cardAsked).headerValue("authorization")).toMatch(/^Bearer .+/);
  release();
  await expect(page.getByRole("heading", { name: "Carte PC-000001" })).toBeVisible();
  await expect(page.getByText("Total acheté")).toBeVisible();
  // The app took that answer (src/lib/api/http-client.ts, adopt) rather than asking again.
  expect(asked.filter((path) => path === "/api/card/number/0420000001")).toHaveLength(1);
});

test("a card's first paint has its words without the screens' catalogue, its histories wait for it", async ({
  page,
}) => {
  await signInAt(page, "agent");
  // The screens' catalogue (src/lib/i18n/i18n.ts) held back: the card shows in French meanwhile.
  const release = await holdBack(page, /\/assets\/screens-[\w-]+\.js$/);
  await page.goto("/cards/details/0420000001");
  await expect(page.getByRole("heading", { name: "Carte PC-000001" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unités bonus" })).toBeVisible();
  await expect(page.getByText("Total acheté")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Achats" })).toHaveCount(0); // not with bare ids
  release();
  await expect(page.getByRole("tab", { name: "Achats" })).toBeVisible();
});

test("the sign-in form is in the page's HTML, and what is typed before the app starts stays", async ({
  browser,
  baseURL,
  page,
}) => {
  // Without any script: the build's prerender (src/app/prerender.tsx), a form that posts.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  await bare.goto(`${baseURL}/login`);
  await expect(bare.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await expect(bare.getByLabel("Adresse e-mail")).toBeVisible();
  expect(await bare.locator("form").getAttribute("method")).toBe("post");
  await noScripts.close();

  // The app's entry held back: the person types in the prerendered field meanwhile.
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Adresse e-mail").fill("agent@parc-demo.fr");
  await page.evaluate(`window.typedIn = document.querySelector("input[name=email]")`);

  // Hydrated in place: the same field (React now holds it), with what was typed, no mismatch.
  release();
  const HYDRATED = `Object.keys(document.querySelector("input[name=email]")).some((k) => k.startsWith("__reactFiber"))`;
  await expect.poll(() => page.evaluate<boolean>(HYDRATED)).toBe(true);
  expect(
    await page.evaluate(`window.typedIn === document.querySelector("input[name=email]")`),
  ).toBe(true);
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue("agent@parc-demo.fr");
  expect(errors).toEqual([]);
});

test("a sign-in sent before the app has started is held, then sent once it has", async ({
  page,
}) => {
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  const posts: string[] = [];
  page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Adresse e-mail").fill("agent@parc-demo.fr");
  await page.getByLabel(/^Mot de passe/).fill("Agent#2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  // Not posted by the browser (the page stays, the password in its field), not lost.
  await expect(page.getByLabel(/^Mot de passe/)).toHaveValue("Agent#2026!");
  expect(posts).toEqual([]);
  release();
  await expect(page.getByRole("heading", { name: /^Bonjour/ })).toBeVisible();
  expect(posts.map((url) => new URL(url).pathname)).toEqual(["/connect/token"]);
});

test("in English, what is typed on the French prerender goes into the English form", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("bo.locale", "en"));
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto("/login", { waitUntil: "commit" });
  // The prerender is French: the person types in it before the app has started.
  const prerendered = page.getByLabel("Adresse e-mail");
  await prerendered.fill("agent@parc-demo");
  release();
  // Still typing while the English form replaces the French one: nothing is lost.
  await page.keyboard.type(".fr");
  const email = page.getByLabel("Email address");
  await expect(email).toHaveValue("agent@parc-demo.fr");
  await expect(email).toBeFocused();
  // The password's eye speaks English too (Mantine's own words, replaced: src/app/providers.tsx).
  await expect(page.getByRole("button", { name: "Show password" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await page.getByLabel(/^Password/).fill("Agent#2026!");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /^Hello/ })).toBeVisible();
});
