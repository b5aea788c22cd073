/**
 * The totals of a history's filtered rows said in words, above its table ("3 achats · 145,00 € ·
 * 290 unités · 20 unités bonus"): counts with their plural, money in the venue's currency.
 */
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { GameTotals, PurchaseTotals, SnackTotals } from "@/contract/cards";

const SEPARATOR = " · ";

const units = (count: number, i18n: I18n) =>
  i18n._(msg({ message: plural(count, { one: "# unité", other: "# unités" }) }));
const bonusUnits = (count: number, i18n: I18n) =>
  i18n._(msg({ message: plural(count, { one: "# unité bonus", other: "# unités bonus" }) }));
const money = (amount: number, i18n: I18n, currency: string) =>
  i18n.number(amount, { style: "currency", currency });

export function purchaseTotalsLine(totals: PurchaseTotals, i18n: I18n, currency = "EUR"): string {
  const { count } = totals;
  return [
    i18n._(msg({ message: plural(count, { one: "# achat", other: "# achats" }) })),
    money(totals.amount, i18n, currency),
    units(totals.tokens, i18n),
    bonusUnits(totals.freeTokens, i18n),
  ].join(SEPARATOR);
}

export function gameTotalsLine(totals: GameTotals, i18n: I18n): string {
  const { count } = totals;
  return [
    i18n._(msg({ message: plural(count, { one: "# partie", other: "# parties" }) })),
    units(totals.tokens, i18n),
    bonusUnits(totals.freeTokens, i18n),
  ].join(SEPARATOR);
}

export function snackTotalsLine(totals: SnackTotals, i18n: I18n): string {
  const { count } = totals;
  return [
    i18n._(msg({ message: plural(count, { one: "# article", other: "# articles" }) })),
    units(totals.tokenPrice, i18n),
  ].join(SEPARATOR);
}

/** Staff cards play for free: the number of plays. */
export function staffGameTotalsLine(totals: { count: number }, i18n: I18n): string {
  const { count } = totals;
  return i18n._(msg({ message: plural(count, { one: "# partie", other: "# parties" }) }));
}
