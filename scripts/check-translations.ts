/**
 * Fails when a message of the app has no translation. French is the source locale (its msgid is
 * the text), so every other locale's catalogue must translate every message. Run after
 * `lingui extract` so that a message added to the code and not extracted is caught too.
 * Also fails on French typography a tablet would break: a plain space before : ; ? ! » or after «
 * (a line may start with the sign: write a non-breaking space, U+00A0), and the curly apostrophe
 * (the app writes the straight one).
 */
import { readdirSync, readFileSync } from "node:fs";
import config from "../lingui.config";
import { frenchTypographyErrors, parsePo } from "./po-catalog";

const missing: string[] = [];
const typography: string[] = [];
for (const file of readdirSync(`locales/${config.sourceLocale}`).filter((f) => f.endsWith(".po"))) {
  const path = `locales/${config.sourceLocale}/${file}`;
  for (const entry of parsePo(readFileSync(path, "utf8")).filter((e) => !e.obsolete)) {
    for (const why of frenchTypographyErrors(entry.msgid))
      typography.push(`${path}: "${entry.msgid}": ${why} (${entry.origins.join(", ")})`);
  }
}
for (const locale of config.locales) {
  if (locale === config.sourceLocale) continue;
  for (const file of readdirSync(`locales/${locale}`).filter((f) => f.endsWith(".po"))) {
    const path = `locales/${locale}/${file}`;
    const entries = parsePo(readFileSync(path, "utf8")).filter((e) => !e.obsolete);
    for (const entry of entries) {
      if (entry.msgstr.trim() === "")
        missing.push(`${path}: "${entry.msgid}" (${entry.origins.join(", ")})`);
    }
    console.log(`${path}: ${entries.length} messages`);
  }
}
if (missing.length > 0) {
  console.error(`${missing.length} message(s) without a translation:\n${missing.join("\n")}`);
}
if (typography.length > 0) {
  console.error(`${typography.length} French typography error(s):\n${typography.join("\n")}`);
}
if (missing.length > 0 || typography.length > 0) process.exit(1);
console.log("Every message is translated.");
