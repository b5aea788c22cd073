import { Badge } from "@mantine/core";
import { useLingui } from "@lingui/react";
import type { HealthState, SmartTouchState } from "@/contract/devices";
import { HEALTH_LABELS, SMART_TOUCH_STATE_LABELS } from "./device-labels";

// The label's own overflow would let a narrow table column cut it down to "A…".
const UNCUT = { label: { overflow: "visible" } } as const;

export function SmartTouchStateBadge({ state }: { state: SmartTouchState }) {
  const { i18n } = useLingui();
  const { label, color } = SMART_TOUCH_STATE_LABELS[state];
  return (
    <Badge color={color} variant="light" styles={UNCUT}>
      {i18n._(label)}
    </Badge>
  );
}

export function HealthBadge({ health }: { health: HealthState }) {
  const { i18n } = useLingui();
  const { label, color } = HEALTH_LABELS[health];
  return (
    <Badge color={color} variant="light" styles={UNCUT}>
      {i18n._(label)}
    </Badge>
  );
}
