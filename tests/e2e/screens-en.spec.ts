import { expect, test, type Page } from "./fixtures";
import { DEMO_CARDS } from "../../server/seed/demo-cards.seed";
import { expectAccessible, signInAt } from "./pages";

/** Portrait tablet, English: the floor screens as a person sees them (screenshots looked at). */
test.use({ viewport: { width: 800, height: 1280 } });

async function english(page: Page) {
  await page.goto("/login");
  await page.getByText("EN", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
}

test("home, a card's details and the kiosk form at 800x1280 in English", async ({ page }) => {
  await english(page);
  await signInAt(page, "admin");
  await expect(page.getByRole("button", { name: "Find a card" }).first()).toBeVisible();
  // The seeded role's name in the interface's language (issue 10).
  await expect(page.getByRole("button", { name: /User menu/ })).toContainText("Administrator");
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/home-800x1280-en-admin.png" });

  await page.goto(`/cards/details/${DEMO_CARDS.assigned.number}`);
  await expect(
    page.getByRole("heading", { name: `Card ${DEMO_CARDS.assigned.publicNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole("tab", { name: "Purchases" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Disable" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/card-details-800x1280-en.png", fullPage: true });

  await page.goto("/kiosks");
  await page.getByRole("button", { name: "New kiosk" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.waitForTimeout(400); // the modal's opening transition
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/kiosk-form-800x1280-en.png" });
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("at 800x1280 in English: a cached card with a pending action, and the pending panel", async ({
    page,
    context,
  }) => {
    await english(page);
    await signInAt(page, "admin");
    const number = "0420001601";
    await page.goto(`/cards/details/${number}`);
    await expect(page.getByRole("heading", { name: /^Card / })).toBeVisible();
    // Its histories come just after it: the network goes once the page is whole.
    await expect(page.getByRole("tab", { name: "Purchases" })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole("button", { name: "Bonus units" }).click();
    const dialog = page.getByRole("dialog", { name: "Bonus units" });
    await dialog.getByLabel("Number of bonus units").fill("2");
    await dialog.getByLabel("Comment").fill("portrait");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("1 pending action")).toBeVisible();
    await expect(page.getByText(/Data from \d{2}\/\d{2} at \d{2}:\d{2}/).first()).toBeVisible();
    await expect(page.getByTestId("sync-badge")).toHaveText("Offline · 1 pending");
    await expectAccessible(page);
    await page.screenshot({ path: "tests/screenshots/offline-card-800x1280-en.png" });
    await page.getByTestId("sync-badge").click();
    const panel = page.getByRole("dialog", { name: "Pending actions" });
    await expect(panel).toContainText(/Add 2 bonus units to card PC-001601/);
    await page.waitForTimeout(400);
    await expectAccessible(page);
    await page.screenshot({ path: "tests/screenshots/offline-pending-panel-800x1280-en.png" });
    // Back online, the action leaves the panel once the server accepted it.
    await context.setOffline(false);
    await expect(panel.getByText("No pending actions: everything has been sent.")).toBeVisible({
      timeout: 15_000,
    });
  });
});
