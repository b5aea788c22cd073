import { expect, test, type Page } from "./fixtures";
import { DEMO_CARDS } from "../../server/seed/demo-cards.seed";
import { signInAt } from "./pages";

// The service worker's registration (worker-src) is part of what the policy must allow.
test.use({ serviceWorkers: "allow" });

// Scripts handed to the page are strings (tsx would inject its `__name` helper in functions).
const WATCH_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    window.__cspViolations.push([e.violatedDirective, e.blockedURI || "inline", e.sourceFile, e.lineNumber, e.columnNumber, e.sample].join(" "));
  });
`;

/** CSP violations the page reported, from its event and from the console. */
function watchViolations(page: Page): () => Promise<string[]> {
  const fromConsole: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) fromConsole.push(m.text());
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate<string[]>("window.__cspViolations ?? []")),
  ];
}

test("the built app runs under its Content-Security-Policy: login, home and a card page", async ({
  page,
}) => {
  // Three screens, the service worker's install in between: room for a busy CI box.
  test.setTimeout(60_000);
  await page.addInitScript(WATCH_VIOLATIONS);
  const violations = watchViolations(page);
  const shell = await page.goto("/login");
  expect(shell?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  expect(await violations()).toEqual([]);

  await signInAt(page, "agent", "/");
  await page.evaluate("navigator.serviceWorker.ready.then(() => true)");
  expect(await violations()).toEqual([]);

  const card = DEMO_CARDS.assigned;
  await page.goto(`/cards/details/${card.number}`);
  await expect(page.getByRole("heading", { name: `Carte ${card.publicNumber}` })).toBeVisible();
  expect(await violations()).toEqual([]);
  // The card scanner may use the camera: the Permissions-Policy allows it for the app itself.
  expect(await page.evaluate("document.featurePolicy?.allowsFeature('camera') ?? true")).toBe(true);
  expect(await page.evaluate("document.featurePolicy?.allowsFeature('geolocation')")).toBe(false);
});

test("a cold /login comes compressed: brotli for the shell, scripts and styles", async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  let wire = 0;
  let decoded = 0;
  cdp.on("Network.loadingFinished", (e) => (wire += e.encodedDataLength));
  cdp.on("Network.dataReceived", (e) => (decoded += e.dataLength));
  const texts: { url: string; encoding: string | undefined }[] = [];
  page.on("response", (res) => {
    if (/\.(js|css)$|\/login$/.test(new URL(res.url()).pathname)) {
      texts.push({ url: res.url(), encoding: res.headers()["content-encoding"] });
    }
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(texts.length).toBeGreaterThan(3);
  expect(texts.filter((t) => t.encoding !== "br")).toEqual([]);
  const kib = Math.round(wire / 1024);
  const plainKib = Math.round(decoded / 1024);
  test.info().annotations.push({ type: "login cold bytes on the wire", description: `${kib} KiB` });
  console.log(`login page, cold: ${kib} KiB on the wire (${plainKib} KiB uncompressed)`);
  expect(kib).toBeLessThan(300);
  await context.close();
});
