/**
 * Simulated devices for the demo venue (`npm run simulate-devices`): every kiosk and smart touch
 * of the seed reports in through `deviceReportsApi.ping` (src/contract/devices.endpoints.ts), as
 * the real ones do, so the health board can be seen changing. Most keep their state from one
 * round to the next; a few change, and the ones named `ko` report KO. Commands handed over (a
 * restart, an update) are printed, and an update is applied: the device reports its new version
 * next round.
 */
import { DEMO_DEVICES, DEMO_KIOSKS } from "../seed/demo-cards.seed";
import type { Random } from "../seed/prng";

export interface SimulatedDevice {
  kind: "kiosk" | "smarttouch";
  serialNumber: string;
  state: "OK" | "warning" | "KO" | 0 | 2 | 3;
  softwareVersion?: string;
}

export type Send = (body: SimulatedDevice & { ip: string }) => Promise<{
  status: number;
  commands: { command: string; payload: Record<string, string | number> | null }[];
}>;

/** The demo venue's devices (server/seed/demo-cards.seed.ts), all well to start with. */
export function demoDevices(): SimulatedDevice[] {
  const pad = (n: number) => String(n).padStart(4, "0");
  return [
    ...Array.from({ length: DEMO_KIOSKS.count }, (_, k) => ({
      kind: "kiosk" as const,
      serialNumber: `KSK-${pad(k + 1)}`,
      state: 0 as const,
    })),
    ...Array.from({ length: DEMO_DEVICES.count }, (_, k) => ({
      kind: "smarttouch" as const,
      serialNumber: `ST-${pad(k + 1)}`,
      state: "OK" as const,
    })),
  ];
}

const GOOD = { kiosk: 0, smarttouch: "OK" } as const;
const WARN = { kiosk: 3, smarttouch: "warning" } as const;
const BAD = { kiosk: 2, smarttouch: "KO" } as const;

/** The next state: mostly the same; sometimes a step worse or back to good. */
function nextState(device: SimulatedDevice, rng: Random, ko: ReadonlySet<string>) {
  if (ko.has(device.serialNumber)) return BAD[device.kind];
  const roll = rng.next();
  if (roll < 0.04) return BAD[device.kind];
  if (roll < 0.1) return WARN[device.kind];
  if (roll < 0.3) return GOOD[device.kind];
  return device.state;
}

export interface RoundReport {
  reported: number;
  refused: string[];
  commands: string[];
}

/** One round: every device reports; returns what the server said, and updates `devices`. */
export async function simulateRound(
  devices: SimulatedDevice[],
  send: Send,
  rng: Random,
  ko: ReadonlySet<string> = new Set(),
): Promise<RoundReport> {
  const report: RoundReport = { reported: 0, refused: [], commands: [] };
  for (const [k, device] of devices.entries()) {
    device.state = nextState(device, rng, ko);
    const answer = await send({
      ...device,
      ip: `10.0.${device.kind === "kiosk" ? 2 : 1}.${(k % 250) + 1}`,
    });
    if (answer.status !== 200) {
      report.refused.push(`${device.serialNumber}: ${answer.status}`);
      continue;
    }
    report.reported += 1;
    for (const { command, payload } of answer.commands) {
      report.commands.push(
        `${device.serialNumber} takes ${command}${payload ? ` ${JSON.stringify(payload)}` : ""}`,
      );
      if (command === "update" && typeof payload?.version === "string")
        device.softwareVersion = payload.version.replace("*", "0");
    }
  }
  return report;
}
