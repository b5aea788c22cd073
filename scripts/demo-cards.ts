/**
 * `npm run demo-cards`: printable images of the well-known demo cards (server/seed/demo-cards.seed.ts)
 * in docs/demo-cards/: per card, an SVG QR code and an SVG Code 128 barcode of its technical
 * number, and an index.html showing them all with their numbers, for scanning tests with a phone
 * or a webcam. Deterministic: rerunning it rewrites the same files.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import bwipjs from "bwip-js/node";
import { format, resolveConfig } from "prettier";
import QRCode from "qrcode";
import { DEMO_CARDS, DEMO_CUSTOMER, DEMO_OTHER_CUSTOMER } from "../server/seed/demo-cards.seed";

const OUT_DIR = fileURLToPath(new URL("../docs/demo-cards/", import.meta.url));

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function ownerOf(customerId: number | null): string {
  if (customerId === DEMO_CUSTOMER.id)
    return `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`;
  if (customerId === DEMO_OTHER_CUSTOMER.id)
    return `${DEMO_OTHER_CUSTOMER.firstName} ${DEMO_OTHER_CUSTOMER.lastName}`;
  return "aucun client";
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const sections: string[] = [];
  for (const [name, card] of Object.entries(DEMO_CARDS)) {
    const key = name.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);
    const qr = await QRCode.toString(card.number, { type: "svg", margin: 2, width: 220 });
    const barcode = bwipjs.toSVG({
      bcid: "code128",
      text: card.number,
      scale: 3,
      height: 14,
      includetext: true,
      textxalign: "center",
      paddingwidth: 10,
      paddingheight: 6,
      backgroundcolor: "FFFFFF",
    });
    writeFileSync(join(OUT_DIR, `${key}-qr.svg`), qr);
    writeFileSync(join(OUT_DIR, `${key}-code128.svg`), barcode);
    sections.push(`  <section>
    <h2>${escapeHtml(card.label)}</h2>
    <p>Numéro technique <b>${card.number}</b> · numéro public <b>${card.publicNumber}</b><br>
      ${card.isActive ? "active" : "désactivée"} · ${card.balanceTokens} unités, ${card.balanceFreeTokens} unités bonus · client : ${escapeHtml(ownerOf(card.customerId))}</p>
    <img src="${key}-qr.svg" alt="QR ${card.number}" width="220" height="220">
    <img src="${key}-code128.svg" alt="Code 128 ${card.number}" width="330">
  </section>`);
  }
  const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Cartes de démonstration</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; }
  section { break-inside: avoid; border: 1px dashed #999; padding: 1rem; margin-bottom: 1rem; }
  img { vertical-align: middle; margin-right: 2rem; }
  @media print { body { margin: 0; } }
</style>
</head>
<body>
<h1>Cartes de démonstration</h1>
<p>Générées par <code>npm run demo-cards</code> à partir de server/seed/demo-cards.seed.ts ; les codes contiennent le numéro technique.</p>
${sections.join("\n")}
</body>
</html>
`;
  // Formatted as the repo's `format:check` expects, so the committed page stays clean.
  const indexPath = join(OUT_DIR, "index.html");
  const options = (await resolveConfig(indexPath)) ?? {};
  writeFileSync(indexPath, await format(html, { ...options, parser: "html" }));
  console.log(`demo cards written to ${OUT_DIR}`);
}

await main();
