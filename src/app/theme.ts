import { createTheme, darken, type CSSVariablesResolver, type MantineTheme } from "@mantine/core";

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
    NumberInput: { defaultProps: { size: "md" } },
    Select: { defaultProps: { size: "md" } },
    Checkbox: { defaultProps: { size: "md" } },
    Switch: { defaultProps: { size: "md" } },
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
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    ...Object.fromEntries(
      Object.entries(t.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  // Mantine's dark dimmed (dark.2) is 4.3:1 on the dark body; dark.1 is about 8:1.
  dark: { "--mantine-color-dimmed": "var(--mantine-color-dark-1)" },
});
