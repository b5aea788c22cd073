import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { Notifications } from "@mantine/notifications";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { i18n } from "@/lib/i18n/i18n";
import { TOAST_MS } from "@/ui/notify";
import { theme } from "./theme";

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
          <Notifications position="top-right" autoClose={TOAST_MS} limit={5} />
          {children}
        </LocalisedDates>
      </MantineProvider>
    </I18nProvider>
  );
}
