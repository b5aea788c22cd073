import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { useLingui } from "@lingui/react";
import { lazy, Suspense, type ReactNode } from "react";
import { i18n } from "@/lib/i18n/i18n";
import { theme } from "./theme";

// The toast container loads after the first screen; toasts shown before it wait in Mantine's store.
const ToastContainer = lazy(() => import("./toast-container"));

function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return (
    <DatesProvider settings={{ locale: active.locale, firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <LocalisedDates>
          <Suspense>
            <ToastContainer />
          </Suspense>
          {children}
        </LocalisedDates>
      </MantineProvider>
    </I18nProvider>
  );
}
