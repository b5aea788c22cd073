import { expect, test, type Page } from "./fixtures";
import { DEMO_CARDS, DEMO_CUSTOMER } from "../../server/seed/demo-cards.seed";
import { expectAccessible, signInAt } from "./pages";

/**
 * Every screen of the app, as a manager's tablet shows it: landscape in French and portrait in
 * English, each one loaded, checked by axe-core and for 44 px targets (tests/e2e/pages.ts), and
 * photographed in tests/screenshots/tour/ to be looked at. The other specs test what the screens
 * do; this one that none of them is left out of the accessibility checks.
 */
const SIGNED_OUT = [
  ["login", "/login"],
  ["first-login", "/first-login"],
] as const;

const SIGNED_IN = [
  ["home", "/"],
  ["cards", "/cards"],
  ["card-search", "/cards/search"],
  ["card-import", "/cards/import"],
  ["card-details", `/cards/details/${DEMO_CARDS.assigned.number}`],
  ["customers", "/customers"],
  ["customer-details", `/customers/details/${DEMO_CUSTOMER.id}`],
  ["staff-cards", "/staff-cards"],
  ["kiosks", "/kiosks"],
  ["devices", "/devices"],
  ["smarttouch", "/smarttouch"],
  ["smarttouch-translations", "/smarttouch/translations"],
  ["smarttouch-updates", "/smarttouch/update"],
  ["games", "/games/game"],
  ["game-types", "/games/type"],
  ["game-categories", "/games/category"],
  ["products", "/products"],
  ["planning", "/planning"],
  ["receipts", "/receipt"],
  ["invoices", "/invoices-customer"],
  ["bank-transactions", "/payment-receipt"],
  // The events' details pages are photographed by events.spec.ts (their ids come from the API).
  ["today", "/today"],
  ["birthday-events", "/birthday-events"],
  ["omniplay-events", "/omniplay-events"],
  ["booked-events", "/booked-events"],
  ["history-merchandise", "/history/merchandising_transaction"],
  ["history-staff-games", "/history/staffGameHistory"],
  ["roles", "/roles"],
  ["employees", "/employees"],
  ["logs", "/logs"],
  ["about", "/about"],
  ["change-password", "/change-password"],
] as const;

/** Opens `path` in this tab and waits until its heading is there and nothing is loading. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator("[aria-busy=true], .mantine-Loader-root")).toHaveCount(0);
}

async function tour(page: Page, size: string, lang: "fr" | "en") {
  const shot = (name: string) =>
    page.screenshot({ path: `tests/screenshots/tour/${name}-${size}-${lang}.png`, fullPage: true });
  await page.goto("/login");
  if (lang === "en") {
    await page.getByText("EN", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  }
  for (const [name, path] of SIGNED_OUT) {
    await visit(page, path);
    await expectAccessible(page);
    await shot(name);
  }
  await signInAt(page, "admin");
  await expect(
    page.getByRole("link", { name: lang === "en" ? "Home" : "Accueil" }).first(),
  ).toBeVisible();
  for (const [name, path] of SIGNED_IN) {
    await test.step(name, async () => {
      await visit(page, path);
      await expectAccessible(page);
      await shot(name);
    });
  }
}

// The two tours change nothing, and check nothing another spec changes (headings, loaders, axe,
// target sizes): each may have a worker of its own.
test.describe.configure({ mode: "parallel" });

test("every screen at 1024x768 in French: accessible, touch-sized, photographed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await tour(page, "1024x768", "fr");
});

test.describe("portrait", () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test("every screen at 800x1280 in English: accessible, touch-sized, photographed", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await tour(page, "800x1280", "en");
  });
});
