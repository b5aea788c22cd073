/** A small reader of Lingui's PO catalogues: enough to find messages without a translation. */
export interface PoEntry {
  msgid: string;
  msgstr: string;
  obsolete: boolean;
  origins: string[];
}

function unquote(line: string): string {
  const match = /^"(.*)"$/.exec(line.trim());
  return match?.[1] !== undefined ? (JSON.parse(`"${match[1]}"`) as string) : "";
}

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    const lines = block.split(/\r?\n/).filter((l) => l.trim() !== "");
    let field: "msgid" | "msgstr" | undefined;
    const entry: PoEntry = { msgid: "", msgstr: "", obsolete: false, origins: [] };
    let seen = false;
    for (const raw of lines) {
      const obsolete = raw.startsWith("#~");
      const line = obsolete ? raw.slice(2).trim() : raw;
      if (obsolete) entry.obsolete = true;
      if (line.startsWith("#:")) entry.origins.push(line.slice(2).trim());
      else if (line.startsWith("#")) continue;
      else if (line.startsWith("msgid ")) {
        field = "msgid";
        seen = true;
        entry.msgid = unquote(line.slice(6));
      } else if (line.startsWith("msgstr ")) {
        field = "msgstr";
        entry.msgstr = unquote(line.slice(7));
      } else if (line.startsWith('"') && field) entry[field] += unquote(line);
    }
    if (seen && entry.msgid !== "") entries.push(entry);
  }
  return entries;
}

/** What French typography refuses in a message, and why. */
const FRENCH_RULES: [RegExp, string][] = [
  [/ [:;?!»]/, "a plain space before : ; ? ! or » (use U+00A0)"],
  [/« /, "a plain space after « (use U+00A0)"],
  [/’/, "a curly apostrophe (write ')"],
];

/** Why a French message breaks the app's typography (scripts/check-translations.ts), if it does. */
export function frenchTypographyErrors(message: string): string[] {
  return FRENCH_RULES.filter(([rule]) => rule.test(message)).map(([, why]) => why);
}
