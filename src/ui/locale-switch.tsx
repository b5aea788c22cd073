import { SegmentedControl } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { activateLocale, isLocale } from "@/lib/i18n/i18n";

/** FR / EN switch: applies at once and is remembered on this device. */
export function LocaleSwitch({ size = "md" }: { size?: "sm" | "md" }) {
  const { i18n, t } = useLingui();
  return (
    <SegmentedControl
      size={size}
      aria-label={t`Langue`}
      transitionDuration={0}
      value={i18n.locale}
      onChange={(value) => isLocale(value) && void activateLocale(value)}
      data={[
        { value: "fr", label: "FR" },
        { value: "en", label: "EN" },
      ]}
    />
  );
}
