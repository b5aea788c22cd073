import type { SmartTouch } from "@/contract/devices";
/** Test data builders: a valid entity with plain defaults, and what a test cares about on top. */
import type { Card } from "@/contract/cards";

/** An active card in stock (no customer): 10 units, 5 bonus units. */
export function testCard(number: string, overrides: Partial<Card> = {}): Card {
  return {
    number,
    publicNumber: `PC-${number.slice(-6)}`,
    isActive: true,
    activationDate: null,
    expirationDate: null,
    balanceTokens: 10,
    balanceFreeTokens: 5,
    totalPurchasedTokens: 10,
    customerId: null,
    customerFirstName: null,
    customerLastName: null,
    ...overrides,
  };
}

/** A smart-touch device as `smartTouchApi.list` answers it, linked as `overrides` say. */
export function testDevice(
  overrides: Partial<SmartTouch> & { id: number; serialNumber: string },
): SmartTouch {
  return {
    gameId: null,
    gameCode: null,
    gameTypeName: null,
    kioskSerialNumber: null,
    kioskName: null,
    state: "OK",
    lastIp: "10.0.1.10",
    lastPing: "2026-11-25T10:00:00.000Z",
    softwareVersion: "2.5.0",
    hardwareVersion: "B",
    maintenance: false,
    tapDelay: 2,
    pingDelay: 300,
    brightness: 80,
    volume: 60,
    language: "fr",
    keyIssuedAt: "2026-11-01T09:00:00.000Z",
    ...overrides,
  };
}
