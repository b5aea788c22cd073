/**
 * The health board's logic, apart from the screen: counts per health, the devices that need
 * someone (worst first), and those behind the last version.
 */
import { HEALTH_STATES, type HealthDevice, type HealthState } from "@/contract/devices";

export type KindFilter = "all" | HealthDevice["kind"];

export function boardOf(devices: readonly HealthDevice[], kind: KindFilter) {
  const shown = devices.filter((d) => kind === "all" || d.kind === kind);
  const counts = Object.fromEntries(HEALTH_STATES.map((h) => [h, 0])) as Record<
    HealthState,
    number
  >;
  for (const d of shown) counts[d.health] += 1;
  const needing = shown
    .filter((d) => d.health !== "ok")
    .sort(
      (a, b) =>
        HEALTH_STATES.indexOf(a.health) - HEALTH_STATES.indexOf(b.health) ||
        a.name.localeCompare(b.name),
    );
  const behind = shown.filter((d) => d.behind);
  return { total: shown.length, counts, needing, behind };
}
