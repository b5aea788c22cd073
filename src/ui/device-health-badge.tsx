import { Badge } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { healthOf, type HealthState } from "@/contract/devices";

/**
 * A device's health in one vocabulary, the same words and colours on the health board, the kiosk
 * list, the smart touch list and their panels: judged by the one rule, `healthOf`
 * (src/contract/devices.ts). Worst first: the order of the board's counters.
 */
export const HEALTH_LABELS: Record<HealthState, { label: MessageDescriptor; color: string }> = {
  ko: { label: msg`En panne`, color: "red" },
  silent: { label: msg`Silencieux`, color: "grape" },
  warning: { label: msg`Alerte`, color: "orange" },
  maintenance: { label: msg`Maintenance`, color: "blue" },
  ok: { label: msg`OK`, color: "teal" },
};

/** What `healthOf` reads of a kiosk or a smart touch. */
export type HealthInput = Parameters<typeof healthOf>[0];

// The label's own overflow would let a narrow table column cut it down to "A…".
const UNCUT = { label: { overflow: "visible" } } as const;

/** A health already judged (the board's, from the server). */
export function HealthBadge({ health }: { health: HealthState }) {
  const { i18n } = useLingui();
  const { label, color } = HEALTH_LABELS[health];
  return (
    <Badge color={color} variant="light" styles={UNCUT}>
      {i18n._(label)}
    </Badge>
  );
}

/** How often a shown health is judged again: a device falls silent while the screen is open. */
const TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A kiosk's or a smart touch's health, judged here from what the list or panel holds. */
export function DeviceHealthBadge({ device }: { device: HealthInput }) {
  return <HealthBadge health={healthOf(device, useNow())} />;
}

/** The same word, for a CSV export. */
export const healthWord = (device: HealthInput, i18n: I18n) =>
  i18n._(HEALTH_LABELS[healthOf(device, Date.now())].label);
