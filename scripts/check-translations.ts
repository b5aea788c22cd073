/**
 * Fails when a message of the app has no translation. French is the source locale (its msgid is
 * the text), so every other locale's catalogue must translate every message. Run after
 * `lingui extract` so that a message added to the code and not extracted is caught too.
 */
import { readdirSync, readFileSync } from "node:fs";
import config from "../lingui.config";
import { parsePo } from "./po-catalog";

const missing: string[] = [];
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
  process.exit(1);
}
console.log("Every message is translated.");
