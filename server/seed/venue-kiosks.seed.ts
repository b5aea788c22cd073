/** The venue's kiosks (all four types in all four states), smart-touch devices and kiosk sales. */
import { KIOSK_TYPES, PAYMENT_METHODS } from "../../src/contract/kiosks";
import { cardNumberOf, DEMO_DEVICES, DEMO_KIOSKS } from "./demo-cards.seed";
import { gameOfDevice } from "./catalogue.seed";
import type { Random } from "./prng";

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** What the venue calls its kiosks, by type (the seed's names are the staff's words). */
const KIOSK_LABELS = {
  Cards: "Borne cartes",
  Snack: "Borne snack",
  Merchandising: "Borne boutique",
  CustomerAccount: "Borne compte client",
} as const;

export function seedKiosks(rng: Random, now: number) {
  const devices = Array.from({ length: DEMO_DEVICES.count }, (_, k) => {
    const id = k + 1;
    const gameId = gameOfDevice(id);
    return {
      id,
      serialNumber: `ST-${String(id).padStart(4, "0")}`,
      gameId,
      state: rng.pick(["OK", "OK", "OK", "warning", "KO"] as const),
      lastIp: `10.0.1.${id + 10}`,
      // Every 13th device has not reported for two hours: silent on the health board.
      lastPing: iso(now - (id % 13 === 0 ? 7200 : 0) * 1000 - rng.int(1, 600) * 1000),
      // Every 5th one is still on the previous application version (devices.seed.ts).
      softwareVersion: id % 5 === 0 ? "2.4.1" : "2.5.0",
      hardwareVersion: id % 2 === 0 ? "B" : "C",
      // A device with no game and no kiosk is kept in maintenance (spec section 5); device 7
      // (with its game) is being repaired.
      maintenance: (gameId === null && id >= DEMO_DEVICES.free) || id === 7,
      language: id % 7 === 0 ? "en" : "fr",
    };
  });
  const rows = Array.from({ length: DEMO_KIOSKS.count }, (_, k) => {
    const type = KIOSK_TYPES[k % 4] ?? "Cards";
    const state = Math.floor(k / 4);
    const sameType = Math.floor(k / 4) + 1;
    const pays = type === "Snack" || type === "Merchandising";
    return {
      id: k + 1,
      name: `${KIOSK_LABELS[type]} ${sameType}`,
      serialNumber: `KSK-${String(k + 1).padStart(4, "0")}`,
      pingDelay: 300,
      type,
      paymentMethodAccepted: pays ? (PAYMENT_METHODS[state % 3] ?? "Units") : null,
      smartTouchId: k < 6 ? DEMO_DEVICES.onKiosk + k : null,
      state,
      lastPing: state === 1 ? iso(now - 3 * DAY_MS) : iso(now - rng.int(5, 290) * 1000),
      version: `1.16.0.${1700 + k}`,
      isSnack: type === "Snack",
    };
  });
  const sales = rows.flatMap((kiosk) =>
    Array.from({ length: 12 }, () => {
      const tokens = rng.pick([10, 20, 50]);
      return {
        kioskId: kiosk.id,
        date: iso(now - rng.int(0, 60 * 24 * 60) * 60_000),
        cardNumber: rng.chance(0.9) ? cardNumberOf(rng.int(1, 200)) : null,
        amount: tokens * 0.5,
        tokens,
        paymentMethod: kiosk.paymentMethodAccepted ?? rng.pick(["Cb", "UnitsCb"] as const),
      };
    }),
  );
  return { devices, rows, sales };
}
