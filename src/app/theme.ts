import {
  createTheme,
  darken,
  luminance,
  type CSSVariablesResolver,
  type MantineTheme,
} from "@mantine/core";

/** Tablet first: comfortable sizes by default; app.css raises every touch target to 44 px. */
export const theme = createTheme({
  primaryColor: "indigo",
  // indigo.8 under white text is 5.7:1 (indigo.6, Mantine's default shade, is 4.3:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: "md",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  components: {
    Button: { defaultProps: { size: "md" } },
    TextInput: { defaultProps: { size: "md" } },
    PasswordInput: { defaultProps: { size: "md" } },
    // No 27 x 20 px steppers: a tablet types the number on its numeric keypad.
    NumberInput: { defaultProps: { size: "md", hideControls: true } },
    Select: { defaultProps: { size: "md" } },
    Checkbox: { defaultProps: { size: "md" } },
    Switch: { defaultProps: { size: "md" } },
    // A long dropdown's list scrolls: reachable by the keyboard too (axe's
    // scrollable-region-focusable), as a group of the listbox's options (a listbox owns options
    // and groups only). Only the dropdowns use ScrollArea.Autosize here.
    ScrollAreaAutosize: { defaultProps: { viewportProps: { tabIndex: 0, role: "group" } } },
    // A toast's text in the dimmed colour below (Mantine's own is gray.6, 3.3:1 on white).
    Notification: { styles: { description: { color: "var(--mantine-color-dimmed)" } } },
  },
});

/**
 * Light scheme: dimmed text (descriptions, hints, menu group names) at 7.5:1 instead of gray.6's
 * 3.3:1, and light variants (badges, light buttons) keep their tinted background with text dark
 * enough for WCAG 2.2 AA (4.5:1) on it: Mantine's default orange or teal on their tint is about
 * 3.6:1. The dark scheme (dim venues) keeps Mantine's dark colours, light on dark.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t: MantineTheme) => ({
  variables: {},
  light: {
    ...fills(t),
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    // A field's error message: red.9 is 5.5:1 on white (Mantine's red.6 is 3.3:1).
    "--mantine-color-error": "var(--mantine-color-red-9)",
    ...Object.fromEntries(
      Object.entries(t.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  // Mantine's dark dimmed (dark.2) is 4.3:1 on the dark body; dark.1 is about 8:1.
  dark: {
    ...fills(t),
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-error": "var(--mantine-color-red-4)",
  },
});

/**
 * Filled badges, buttons and alerts carry white text: each colour's fill is dark enough for 4.5:1
 * in both schemes (Mantine's orange, yellow, teal and red fills are 2.1 to 4.2:1). Set per scheme,
 * as Mantine sets its own there.
 */
function fills(t: MantineTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(t.colors).flatMap(([name, shades]) => {
      const fill = fillUnderWhite(shades[8]);
      return [
        [`--mantine-color-${name}-filled`, fill],
        [`--mantine-color-${name}-filled-hover`, darken(fill, 0.1)],
      ];
    }),
  );
}

/** `color`, darkened until white text on it reaches WCAG AA's 4.5:1. */
export function fillUnderWhite(color: string): string {
  let fill = color;
  while (1.05 / (luminance(fill) + 0.05) < 4.5) fill = darken(fill, 0.05);
  return fill;
}
