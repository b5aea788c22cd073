/**
 * `npm run simulate-devices [-- --url http://localhost:4790 --interval 5 --rounds 0 --ko ST-0002]`:
 * the demo venue's kiosks and smart touch report in every `interval` seconds (server/testing/
 * device-simulator.ts), each with its demo key (server/seed/demo-cards.seed.ts demoDeviceKey).
 * `--rounds 0` runs until Ctrl+C; each `--ko` serial reports KO. Open "État des appareils" to
 * watch the board. Each round the snack kiosk KSK-0002 and the merchandising kiosk KSK-0003 may
 * also sell (snackOrdersApi.sell): open a zone's "Comptoir" to watch the orders come in.
 */
import { createRandom } from "../server/seed/prng";
import { DEVICE_KEY_HEADER } from "../src/contract/devices";
import { deviceReportsApi } from "../src/contract/devices.endpoints";
import type { SnackOrder } from "../src/contract/snacks";
import { snackOrdersApi } from "../src/contract/snacks.endpoints";
import { demoDeviceKey } from "../server/seed/demo-cards.seed";
import { pathOf } from "../src/contract/endpoint";
import {
  demoDevices,
  simulateRound,
  simulateSales,
  type Send,
  type Sell,
} from "../server/testing/device-simulator";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};
const url = arg("url", `http://localhost:${process.env.PORT ?? 4790}`);
const interval = Number(arg("interval", "5"));
const rounds = Number(arg("rounds", "0"));
const ko = new Set(args.flatMap((a, i) => (args[i - 1] === "--ko" ? [a] : [])));

const send: Send = async (body) => {
  const answer = await fetch(`${url}${pathOf(deviceReportsApi.ping)}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [DEVICE_KEY_HEADER]: demoDeviceKey(body.serialNumber),
    },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { commands?: [] };
  return { status: answer.status, commands: json.commands ?? [] };
};

const sell: Sell = async (serialNumber, sale, idempotencyKey) => {
  const answer = await fetch(`${url}${pathOf(snackOrdersApi.sell)}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [DEVICE_KEY_HEADER]: demoDeviceKey(serialNumber),
      "Idempotency-Key": idempotencyKey,
    },
    body: JSON.stringify(sale),
  });
  const json = (await answer.json()) as { values?: SnackOrder[] };
  return { status: answer.status, orders: json.values ?? [] };
};

const devices = demoDevices();
const rng = createRandom(Date.now() % 1_000_000);
console.log(`${devices.length} devices report to ${url} every ${interval} s (Ctrl+C to stop)`);
for (let round = 1; rounds === 0 || round <= rounds; round += 1) {
  const report = await simulateRound(devices, send, rng, ko).catch((error: unknown) => {
    console.error(`round ${round}: ${String(error)} (is the server running? npm start)`);
    return undefined;
  });
  if (report) {
    const ko = devices.filter((d) => d.state === "KO" || d.state === 2).length;
    console.log(
      `round ${round}: ${report.reported} reported, ${ko} KO, ${report.refused.length} refused`,
    );
    for (const line of [...report.refused, ...report.commands]) console.log(`  ${line}`);
    const sales = await simulateSales(sell, rng).catch((error: unknown) => {
      console.error(`round ${round}: sales failed: ${String(error)}`);
      return undefined;
    });
    for (const line of [...(sales?.sold ?? []), ...(sales?.refused ?? [])])
      console.log(`  ${line}`);
  }
  if (rounds !== 0 && round === rounds) break;
  await new Promise((resolve) => setTimeout(resolve, interval * 1000));
}
