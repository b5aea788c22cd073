import { chromium } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO_CARDS } from "../../server/seed/demo-cards.seed";
import { signInAt } from "./pages";
import { cardVideo, SYMBOLOGIES, type Symbology } from "./scanner-fixtures";

const { assigned } = DEMO_CARDS;

/** A Chromium whose fake camera films `video` (a .y4m file), camera allowed. */
function cameraBrowser(video: string) {
  return chromium.launch({
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
}

/** QR codes carry the public number, 1D codes the technical one (EAN-13: zero-padded). */
const printed: Record<Symbology, string> = {
  qr_code: assigned.publicNumber,
  code_128: assigned.number,
  ean_13: assigned.number,
  code_39: assigned.number,
};

/**
 * The camera path, one tap from home: a 1280x720 camera (what the scanner asks for) filming a
 * demo card whose code is a third of the frame wide, on a dark table that comes right up to the
 * code, tilted 2° and moving a little (src/ui/scanner/scene.ts). The decoder reads it (zxing-js
 * could not read a 1D code beside the dark table) and the card opens.
 */
for (const symbology of SYMBOLOGIES) {
  test(`a ${symbology} card on a dark table opens with one tap from home`, async ({
    baseURL,
  }, testInfo) => {
    const number = printed[symbology];
    const scene = { codeWidth: 1 / 3, table: "dark", border: 0, width: 1280, height: 720 } as const;
    const video = await cardVideo(number, symbology, scene, testInfo.outputPath("card.y4m"));
    const browser = await cameraBrowser(video);
    try {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 1024, height: 768 },
        locale: "fr-FR",
      });
      await context.grantPermissions(["camera"]);
      const page = await context.newPage();
      const requested: URL[] = [];
      page.on("request", (request) => requested.push(new URL(request.url())));
      await signInAt(page, "agent", "/");
      await page.getByRole("main").getByRole("button", { name: "Scanner une carte" }).click();
      await expect(page).toHaveURL(new RegExp(`/cards/details/${number}$`), { timeout: 15_000 });
      await expect(
        page.getByRole("heading", { name: `Carte ${assigned.publicNumber}` }),
      ).toBeVisible();
      // The decoder is the app's own WebAssembly, never a CDN's.
      const origin = new URL(page.url()).origin;
      expect(requested.filter((url) => url.origin !== origin).map(String)).toEqual([]);
      expect(
        requested.some((url) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(url.pathname)),
      ).toBe(true);
    } finally {
      await browser.close();
    }
  });
}
