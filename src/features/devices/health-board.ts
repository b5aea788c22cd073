/**
 * The health board's logic, apart from the screen: counts per health, the devices that need
 * someone (worst first; or those of one health, its counter tapped), and those behind the last
 * version. The order is total (health, kind, name, serial number): a refresh that changes
 * nothing moves nothing.
 */
import { HEALTH_STATES, type HealthDevice, type HealthState } from "@/contract/devices";

export type KindFilter = "all" | HealthDevice["kind"];

const inOrder = (a: HealthDevice, b: HealthDevice) =>
  HEALTH_STATES.indexOf(a.health) - HEALTH_STATES.indexOf(b.health) ||
  a.kind.localeCompare(b.kind) ||
  a.name.localeCompare(b.name) ||
  a.serialNumber.localeCompare(b.serialNumber);

export function boardOf(
  devices: readonly HealthDevice[],
  kind: KindFilter,
  only: HealthState | null = null,
) {
  const shown = devices.filter((d) => kind === "all" || d.kind === kind);
  const counts = Object.fromEntries(HEALTH_STATES.map((h) => [h, 0])) as Record<
    HealthState,
    number
  >;
  for (const d of shown) counts[d.health] += 1;
  const needing = shown.filter((d) => (only ? d.health === only : d.health !== "ok")).sort(inOrder);
  const behind = shown.filter((d) => d.behind).sort(inOrder);
  return { total: shown.length, counts, needing, behind };
}
