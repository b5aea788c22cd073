/**
 * The demo's events log (src/contract/monitor.ts) over the last weeks, so its filters find
 * something: games played and refused for want of units on the devices, faults and recoveries,
 * kiosk restarts and maintenance from the back office, a few refused sign-ins and card actions.
 * Deterministic; the live server adds its own entries as things happen (server/monitor/).
 */
import type { MonitorType } from "../../src/contract/monitor";
import type { monitorActions } from "../db/schema/monitor.schema";
import type { Random } from "./prng";

type Entry = typeof monitorActions.$inferInsert;

const MINUTE = 60_000;
const DAY = 86_400_000;

export function seedMonitor(
  rng: Random,
  venue: {
    kiosks: string[];
    devices: string[];
    games: readonly string[];
    cards: string[];
    employees: { id: number; name: string }[];
  },
  now: number,
  { days, plays }: { days: number; plays: number } = { days: 42, plays: 120 },
): Entry[] {
  const entries: Entry[] = [];
  // Opening hours: 10:00 to 20:00 of each of the last `days` days; today's up to now (none before
  // the opening: the moment is then yesterday's).
  const moment = (daysAgo: number) => {
    const open = new Date(now - daysAgo * DAY);
    open.setHours(10, 0, 0, 0);
    const minutes = Math.min(10 * 60, Math.floor((now - open.getTime()) / MINUTE));
    if (minutes <= 0) return moment(daysAgo + 1);
    return open.getTime() + rng.int(0, minutes - 1) * MINUTE;
  };
  const add = (at: number, type: MonitorType, rest: Omit<Entry, "date" | "type">) =>
    entries.push({ date: new Date(at).toISOString(), type, ...rest });
  const backOffice = `Back-office (192.168.1.${rng.int(20, 29)})`;
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
    for (let k = 0; k < plays; k++) {
      const refused = rng.chance(0.12);
      add(moment(daysAgo), refused ? "InsufficientCredit" : "PlayGame", {
        machineName: `Smart touch ${rng.pick(venue.devices)}`,
        cardNumber: rng.pick(venue.cards),
        detail: rng.pick(venue.games),
      });
    }
    if (rng.chance(0.3)) {
      const device = rng.pick(venue.devices);
      const at = moment(daysAgo);
      add(at, "DeviceFault", { machineName: `Smart touch ${device}` });
      add(Math.min(now, at + rng.int(5, 90) * MINUTE), "DeviceRecovered", {
        machineName: `Smart touch ${device}`,
      });
    }
    const who = rng.pick(venue.employees);
    if (rng.chance(0.25))
      add(moment(daysAgo), rng.pick(["KioskRestart", "KioskRestartApp"] as const), {
        machineName: rng.pick(venue.kiosks),
        employeeId: who.id,
        employeeName: who.name,
      });
    if (rng.chance(0.2)) {
      const device = `Smart touch ${rng.pick(venue.devices)}`;
      const at = moment(daysAgo);
      add(at, "MaintenanceOn", { machineName: device, employeeId: who.id, employeeName: who.name });
      add(Math.min(now, at + rng.int(10, 120) * MINUTE), "MaintenanceOff", {
        machineName: device,
        employeeId: who.id,
        employeeName: who.name,
      });
    }
    for (let k = rng.int(0, 3); k > 0; k--)
      add(moment(daysAgo), "BonusChanged", {
        machineName: backOffice,
        employeeId: who.id,
        employeeName: who.name,
        cardNumber: rng.pick(venue.cards),
        detail: `+${rng.pick([5, 10, 20])} · ${rng.pick(["Geste commercial", "Anniversaire", "Jeu en panne"])}`,
      });
    if (rng.chance(0.15))
      add(moment(daysAgo), "SignInRefused", {
        machineName: backOffice,
        detail: "agent@parc-demo.fr",
      });
  }
  return entries.sort((a, b) => a.date.localeCompare(b.date));
}
