import { chromium, expect, test } from "@playwright/test";
import { DEMO_CARDS } from "../../server/seed/demo-cards.seed";
import { signInAt } from "./pages";
import { qrVideo } from "./scanner-fixtures";

const { assigned } = DEMO_CARDS;

/**
 * The camera path: a Chromium whose fake camera films the QR code of a seeded card's public
 * number. Opening the scanner from the card search reads it and opens the card.
 */
test("find a card by showing its QR code to the camera", async ({ baseURL }, testInfo) => {
  const video = await qrVideo(assigned.publicNumber, testInfo.outputPath("card-qr.y4m"));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1024, height: 768 },
      locale: "fr-FR",
    });
    await context.grantPermissions(["camera"]);
    const page = await context.newPage();
    await signInAt(page, "agent", "/cards/search");
    await page.getByRole("button", { name: "Scanner" }).click();
    await expect(page).toHaveURL(new RegExp(`/cards/details/${assigned.publicNumber}$`), {
      timeout: 15_000,
    });
    await expect(
      page.getByRole("heading", { name: `Carte ${assigned.publicNumber}` }),
    ).toBeVisible();
  } finally {
    await browser.close();
  }
});
