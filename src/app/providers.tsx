import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { lazy, Suspense, type ReactNode } from "react";
import { i18n } from "@/lib/i18n/i18n";
import { theme } from "./theme";

// The toast container loads after the first screen; toasts shown before it wait in Mantine's store.
const ToastContainer = lazy(() => import("./toast-container"));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Suspense>
          <ToastContainer />
        </Suspense>
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}
