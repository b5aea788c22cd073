/**
 * `npm run demo-cards`: printable images of the well-known demo cards (server/seed/demo-cards.seed.ts)
 * in docs/demo-cards/: per card, its technical number in every symbology the scanner reads
 * (src/contract/card-codes.ts): QR code, Code 128, EAN-13 (zero-padded, with its check digit) and
 * Code 39, as SVG files, and an index.html showing them all with their numbers, for scanning tests
 * with a phone or a webcam. Deterministic: rerunning it rewrites the same files.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import bwipjs from "bwip-js/node";
import { format, resolveConfig } from "prettier";
import QRCode from "qrcode";
import { DEMO_CARDS, DEMO_CUSTOMER, DEMO_OTHER_CUSTOMER } from "../server/seed/demo-cards.seed";
import { ean13Of } from "../src/contract/card-codes";

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
    const ean13 = ean13Of(card.number);
    if (ean13 === null) throw new Error(`${card.number} has no EAN-13`);
    const linear = { code128: card.number, ean13, code39: card.number };
    for (const [bcid, text] of Object.entries(linear)) {
      const svg = bwipjs.toSVG({
        bcid,
        text,
        scale: 3,
        height: 14,
        includetext: true,
        textxalign: "center",
        paddingwidth: 10,
        paddingheight: 6,
        backgroundcolor: "FFFFFF",
      });
      writeFileSync(join(OUT_DIR, `${key}-${bcid}.svg`), svg);
    }
    writeFileSync(join(OUT_DIR, `${key}-qr.svg`), qr);
    sections.push(`  <section>
    <h2>${escapeHtml(card.label)}</h2>
    <p>Numéro technique <b>${card.number}</b> · numéro public <b>${card.publicNumber}</b><br>
      ${card.isActive ? "active" : "désactivée"} · ${card.balanceTokens} unités, ${card.balanceFreeTokens} unités bonus · client : ${escapeHtml(ownerOf(card.customerId))}</p>
    <img src="${key}-qr.svg" alt="QR ${card.number}" width="220" height="220">
    <img src="${key}-code128.svg" alt="Code 128 ${card.number}" width="330">
    <img src="${key}-ean13.svg" alt="EAN-13 ${ean13}" width="330">
    <img src="${key}-code39.svg" alt="Code 39 ${card.number}" width="330">
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
<p>Générées par <code>npm run demo-cards</code> à partir de server/seed/demo-cards.seed.ts. Chaque carte porte son numéro technique en QR code, Code 128, EAN-13 et Code 39 ; l’EAN-13 le contient complété de zéros à gauche, suivi de sa clé (règle : src/contract/card-codes.ts).</p>
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
