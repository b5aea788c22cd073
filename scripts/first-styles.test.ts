import { describe, expect, it } from "vitest";
import { checkFirstStyles, FIRST_PAINTS, sheetsOf, unstyledModules } from "./first-styles.ts";

const core = (path: string) => `/app/node_modules/@mantine/core/esm/components/${path}`;

describe("the first paints' styles", () => {
  it("reads the component sheets and the packages' whole sheets a file imports", () => {
    const css = `@import "@mantine/core/styles/Badge.layer.css";
@import "@mantine/notifications/styles.layer.css";
@import "./app.css";`;
    expect([...sheetsOf(css)].sort()).toEqual(["@mantine/notifications", "Badge"]);
  });

  it("names what has classes but no sheet, not what has no classes", () => {
    const ids = [
      core("Badge/Badge.module.mjs"),
      core("Badge/Badge.mjs"),
      core("AppShell/AppShellHeader/AppShell.module.mjs"),
      core("Accordion/AccordionChevron.mjs"), // no classes of its own
      "/app/node_modules/@mantine/dates/esm/components/Day/Day.module.mjs",
      "/app/node_modules/@mantine/notifications/esm/Notifications.module.mjs",
    ];
    expect(unstyledModules(ids, new Set(["Badge", "@mantine/notifications"]))).toEqual([
      "@mantine/dates",
      "AppShell",
    ]);
  });

  it("checks each first paint against its own sheets, and says where to add what lacks", () => {
    const members: Record<string, string[]> = {
      start: [core("Button/Button.module.mjs")],
      shell: [core("NavLink/NavLink.module.mjs")],
    };
    const sheets: Record<string, string> = {
      "src/app/first-screen.css": `@import "@mantine/core/styles/Button.layer.css";`,
      "src/app/shell-first.css": "",
      "src/ui/full-styles.css": "",
    };
    const problems = checkFirstStyles(
      (group) => members[group] ?? [],
      Object.values(members).flat(),
      (path) => sheets[path] ?? "",
    );
    expect(problems).toEqual([
      "the signed-in shell, its home and a card shows NavLink without its styles: add it to src/app/shell-first.css",
      "the app shows NavLink without its styles: add it to src/ui/full-styles.css",
    ]);
    // The sign-in page never had the shell's groups to check.
    expect(FIRST_PAINTS[0]?.groups).not.toContain("shell");
  });

  it("reads the app's own sheets: the shell's Badge is not the sign-in page's", () => {
    expect(checkFirstStyles(() => [], [])).toEqual([]);
    expect(checkFirstStyles(() => [core("Badge/Badge.module.mjs")], [])).toEqual([
      "the sign-in page shows Badge without its styles: add it to src/app/first-screen.css",
    ]);
    // A component the app does not use is not in its whole stylesheet.
    expect(checkFirstStyles(() => [], [core("Rating/Rating.module.mjs")])).toEqual([
      "the app shows Rating without its styles: add it to src/ui/full-styles.css",
    ]);
  });
});
