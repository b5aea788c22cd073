/**
 * Which Mantine sheets style what. The sign-in page's and the signed-in shell's (its home, a
 * card) render-blocking sheets hold only the components those screens show
 * (src/app/first-screen.css, src/app/shell-first.css); the app's whole stylesheet, which comes
 * after the first paint (src/ui/full-styles.ts), holds only the components the app uses. The
 * build (scripts/chunk-groups.ts) stops when a module has classes (its `.module.mjs`) whose
 * sheet is in none of the files that must style it: it would show unstyled.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A first paint: its chunk groups (scripts/chunk-groups.ts; none: every module of the app), and
 * the sheets that style it.
 */
export interface FirstPaint {
  name: string;
  groups?: string[];
  sheets: string[];
}

export const FIRST_PAINTS: FirstPaint[] = [
  {
    name: "the sign-in page",
    // With the toasts' container, loaded once it has shown (src/app/providers.tsx).
    groups: ["start", "sign-in-shell", "sign-in-card", "sign-in-later", "sign-in", "after-start"],
    sheets: ["src/app/first-screen.css"],
  },
  {
    name: "the signed-in shell, its home and a card",
    groups: ["start", "sign-in-shell", "sign-in-card", "after-start-shell", "shell", "card"],
    sheets: ["src/app/first-screen.css", "src/app/shell-first.css"],
  },
  // The toasts' styles are in the first sheet only, which every page has.
  { name: "the app", sheets: ["src/app/first-screen.css", "src/ui/full-styles.css"] },
];

const CORE_CLASSES = /\/@mantine\/core\/esm\/components\/(?:\w+\/)*(\w+)\.module\.mjs$/;
const OTHER_CLASSES = /\/(@mantine\/(?!core\/)[\w-]+)\/esm\/.*\.module\.mjs$/;
const CORE_SHEET = /@import\s+"@mantine\/core\/styles\/(\w+)\.layer\.css"/g;
const PACKAGE_SHEET = /@import\s+"(@mantine\/(?!core\/)[\w-]+)\/styles\.layer\.css"/g;

/**
 * What `css` styles: the components whose sheet it imports (@mantine/core/styles/<Name>.layer.css)
 * and the other Mantine packages whose whole sheet it imports ("@mantine/notifications").
 */
export function sheetsOf(css: string): Set<string> {
  return new Set(
    [...css.matchAll(CORE_SHEET), ...css.matchAll(PACKAGE_SHEET)].map(([, name = ""]) => name),
  );
}

/** What of `ids` has classes but no sheet among `sheets`: "Badge", "@mantine/dates". */
export function unstyledModules(ids: Iterable<string>, sheets: Set<string>): string[] {
  const missing = new Set<string>();
  for (const id of ids) {
    const core = CORE_CLASSES.exec(id)?.[1];
    if (core && !sheets.has(core)) missing.add(core);
    const other = OTHER_CLASSES.exec(id)?.[1];
    if (other && !sheets.has(other)) missing.add(other);
  }
  return [...missing].sort();
}

/** For each first paint with unstyled modules, a line saying which, and where to add them. */
export function checkFirstStyles(
  membersOf: (group: string) => Iterable<string>,
  everyModule: Iterable<string>,
  readSheet: (path: string) => string = (path) => readFileSync(join(process.cwd(), path), "utf8"),
): string[] {
  return FIRST_PAINTS.flatMap(({ name, groups, sheets }) => {
    const styled = new Set(sheets.flatMap((sheet) => [...sheetsOf(readSheet(sheet))]));
    const missing = unstyledModules(
      groups ? groups.flatMap((group) => [...membersOf(group)]) : everyModule,
      styled,
    );
    return missing.length > 0
      ? [`${name} shows ${missing.join(", ")} without its styles: add it to ${sheets.at(-1)}`]
      : [];
  });
}
