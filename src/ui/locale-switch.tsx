import { Button } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { activateLocale, LOCALES } from "@/lib/i18n/i18n";

/** FR / EN switch: applies at once and is remembered on this device. */
export function LocaleSwitch() {
  const { i18n, t } = useLingui();
  return (
    <Button.Group aria-label={t`Langue`}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="sm"
          variant={i18n.locale === locale ? "filled" : "default"}
          aria-pressed={i18n.locale === locale}
          onClick={() => void activateLocale(locale)}
        >
          {locale.toUpperCase()}
        </Button>
      ))}
    </Button.Group>
  );
}
