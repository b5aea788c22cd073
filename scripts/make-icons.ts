/**
 * `node --import tsx scripts/make-icons.ts`: the PNG icons of the web app manifest and of iOS,
 * rendered from public/favicon.svg by Debian's Chromium into public/icons/ (committed; run again
 * after changing the logo). "any" icons are the logo itself, corners transparent; the maskable
 * one is full-bleed on the theme colour with the logo inside the central 80% (the safe zone that
 * every launcher's mask keeps); iOS rounds the corners itself and blackens transparent pixels, so
 * its icon is the logo full-bleed on the theme colour.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const THEME = "#1c4e80";
const OUT = "public/icons";

interface Icon {
  file: string;
  size: number;
  /** Share of the side the logo takes, centred. */
  logo: number;
  /** Paint the square in the theme colour (no transparent corner). */
  fill: boolean;
}

const ICONS: Icon[] = [
  { file: "icon-192.png", size: 192, logo: 1, fill: false },
  { file: "icon-512.png", size: 512, logo: 1, fill: false },
  { file: "maskable-512.png", size: 512, logo: 0.8, fill: true },
  { file: "apple-touch-icon-180.png", size: 180, logo: 1, fill: true },
];

function pageFor(svg: string, { size, logo, fill }: Icon): string {
  const side = Math.round(size * logo);
  const background = fill ? THEME : "transparent";
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px;background:${background};display:grid;place-items:center">
<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="${side}" height="${side}">
</div></body></html>`;
}

const svg = readFileSync("public/favicon.svg", "utf8");
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(pageFor(svg, icon));
    await page.locator("img").evaluate("img => img.decode()");
    await page.screenshot({
      path: `${OUT}/${icon.file}`,
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await page.close();
    console.log(`${OUT}/${icon.file} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
