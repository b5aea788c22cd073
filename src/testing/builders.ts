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
