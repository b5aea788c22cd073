import { msg } from "@lingui/core/macro";
import { I18nProvider, useLingui } from "@lingui/react";
import { MantineProvider, mergeThemeOverrides } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { i18n } from "@/lib/i18n/i18n";
import { LazyPart, partLoader } from "@/ui/lazy-part";
import { cssVariablesResolver, theme } from "./theme";

// The toast container is asked for at start (beside the first screen, not waiting for idle): a
// toast said early, or offline just after the start, must show. Toasts shown before it has come
// wait in Mantine's store (src/ui/notify.tsx). Its code not come (offline on a first visit), it
// waits quietly for the network: never a crash.
const toastContainer = partLoader(() => import("./toast-container"), { firstSheets: true });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemedProvider>
        <LazyPart load={toastContainer} props={{}} fallback={null} quiet />
        {children}
      </ThemedProvider>
    </I18nProvider>
  );
}

/** Mantine with the app's theme and the words its components say, in the user's language. */
function ThemedProvider({ children }: { children: ReactNode }) {
  const { i18n: current } = useLingui();
  const close = current._(msg`Fermer`);
  const reveal = current._(msg`Afficher le mot de passe`);
  const localised = useMemo(() => {
    // Every modal's, drawer's and toast's close button has a name a screen reader can say, and
    // a password field's eye (a toggle: aria-pressed) says what it does, not Mantine's English.
    const closeButtonProps = { "aria-label": close };
    const visibilityToggleButtonProps = { "aria-label": reveal };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
        PasswordInput: { defaultProps: { visibilityToggleButtonProps } },
      },
    });
  }, [close, reveal]);
  return (
    // The tablet's light or dark setting, unless the user chose one in the user menu (kept in
    // localStorage by Mantine's colour scheme manager).
    <MantineProvider
      theme={localised}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      {children}
    </MantineProvider>
  );
}
