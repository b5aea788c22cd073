import { createTheme } from "@mantine/core";

/** Tablet first: comfortable sizes by default; app.css raises every touch target to 44 px. */
export const theme = createTheme({
  primaryColor: "indigo",
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
  },
});
