import { Badge } from "@mantine/core";
import { useLingui } from "@lingui/react";
import { KIOSK_STATE_LABELS } from "./kiosk-labels";

export function KioskStateBadge({ state }: { state: number }) {
  const { i18n } = useLingui();
  const known = KIOSK_STATE_LABELS[state];
  if (!known) return null;
  return (
    // The label's own overflow would let a narrow table column cut it down to "C…".
    <Badge color={known.color} variant="light" styles={{ label: { overflow: "visible" } }}>
      {i18n._(known.label)}
    </Badge>
  );
}
