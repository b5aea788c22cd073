/**
 * Simulated devices for the demo venue (`npm run simulate-devices`): every kiosk and smart touch
 * of the seed reports in through `deviceReportsApi.ping` (src/contract/devices.endpoints.ts), as
 * the real ones do, so the health board can be seen changing. Most keep their state from one
 * round to the next; a few change, and the ones named `ko` report KO. Commands handed over (a
 * restart, an update) are printed, and an update is applied: the device reports its new version
 * next round. The snack kiosk KSK-0002 and the merchandising kiosk KSK-0003 also sell now and then
 * (`snackOrdersApi.sell`, simulateSales), so the zones' counters have a stream of orders.
 */
import type { SnackOrder, SnackSale, SnackType } from "../../src/contract/snacks";
import { cardNumberOf, DEMO_DEVICES, DEMO_KIOSKS } from "../seed/demo-cards.seed";
import type { Random } from "../seed/prng";
import { DEMO_SNACK_ZONES, seedSnackMenu } from "../seed/snacks.seed";

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

/** The kiosks that sell in the demo, and what they sell. */
export const SELLING_KIOSKS: readonly { serialNumber: string; type: SnackType }[] = [
  { serialNumber: "KSK-0002", type: "Snack" },
  { serialNumber: "KSK-0003", type: "Merchandising" },
];

/** A kiosk's sale, sent with its key and `idempotencyKey`: the status and the orders made. */
export type Sell = (
  serialNumber: string,
  sale: SnackSale,
  idempotencyKey: string,
) => Promise<{ status: number; orders: SnackOrder[] }>;

export interface SalesReport {
  /** "KSK-0002 sold order 12 at Bar" */
  sold: string[];
  refused: string[];
}

/**
 * One round of sales: each selling kiosk sells with probability `chance`, one to three available
 * articles of its type from the seed's menu (server/seed/snacks.seed.ts), paid with one of the
 * demo cards (or none); returns a line per order the server made.
 */
export async function simulateSales(sell: Sell, rng: Random, chance = 0.5): Promise<SalesReport> {
  const report: SalesReport = { sold: [], refused: [] };
  const menu = seedSnackMenu().products.filter(
    (p) => !p.isCategory && p.isAvailable && p.snackLocationId !== null,
  );
  const zoneName = (id: number) => DEMO_SNACK_ZONES.find((z) => z.id === id)?.name ?? `#${id}`;
  for (const kiosk of SELLING_KIOSKS) {
    if (!rng.chance(chance)) continue;
    const articles = menu.filter((p) => p.type === kiosk.type);
    const lines = new Map<number, number>();
    for (let n = rng.int(1, 3); n > 0; n -= 1) {
      const id = rng.pick(articles).id;
      lines.set(id, (lines.get(id) ?? 0) + rng.int(1, 2));
    }
    const sale: SnackSale = {
      cardNumber: rng.chance(0.9) ? cardNumberOf(rng.int(1, 200)) : null,
      lines: [...lines].map(([productId, quantity]) => ({ productId, quantity })),
    };
    const key = `sale-${kiosk.serialNumber}-${Date.now()}-${rng.int(0, 1e9)}`;
    const answer = await sell(kiosk.serialNumber, sale, key);
    if (answer.status !== 201) {
      report.refused.push(`${kiosk.serialNumber} sale: ${answer.status}`);
      continue;
    }
    for (const order of answer.orders)
      report.sold.push(
        `${kiosk.serialNumber} sold order ${order.number} at ${zoneName(order.snackLocationId)}`,
      );
  }
  return report;
}
