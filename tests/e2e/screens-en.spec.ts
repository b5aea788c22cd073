import { expect, test, type Page } from "@playwright/test";
import { DEMO_CARDS } from "../../server/seed/demo-cards.seed";
import { signInAt } from "./pages";

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
  await page.screenshot({ path: "tests/screenshots/home-800x1280-en-admin.png" });

  await page.goto(`/cards/details/${DEMO_CARDS.assigned.number}`);
  await expect(
    page.getByRole("heading", { name: `Card ${DEMO_CARDS.assigned.publicNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole("tab", { name: "Purchases" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Disable" })).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/card-details-800x1280-en.png", fullPage: true });

  await page.goto("/kiosks");
  await page.getByRole("button", { name: "Add a kiosk" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.waitForTimeout(400); // the modal's opening transition
  await page.screenshot({ path: "tests/screenshots/kiosk-form-800x1280-en.png" });
});
