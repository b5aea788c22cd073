/**
 * How long an order has waited at its counter, judged against its zone's thresholds
 * (`amberAfterMinutes`, `redAfterMinutes`, src/contract/snacks.ts): fresh, then amber, then red.
 */
import type { SnackLocation } from "@/contract/snacks";

export type WaitLevel = "fresh" | "amber" | "red";

/** Whole minutes since `paidAt` (0 for a clock a little behind the server's). */
export function waitedMinutes(paidAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(paidAt)) / 60_000));
}

/** Amber from `amberAfterMinutes` of waiting, red from `redAfterMinutes`. */
export function waitLevel(
  paidAt: string,
  now: number,
  zone: Pick<SnackLocation, "amberAfterMinutes" | "redAfterMinutes">,
): WaitLevel {
  const minutes = waitedMinutes(paidAt, now);
  if (minutes >= zone.redAfterMinutes) return "red";
  if (minutes >= zone.amberAfterMinutes) return "amber";
  return "fresh";
}
