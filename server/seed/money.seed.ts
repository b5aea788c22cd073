/**
 * The demo's money (src/contract/money.ts): a receipt per sale, the bank transactions of the
 * sales paid by card (some refused or cancelled first, a few refunds), customer invoices for some
 * customers' purchases and for companies' group sales (cards bought together, one invoice), each
 * with the lines and totals its PDF prints (server/money/customer-invoice.ts). Deterministic.
 */
import type { cardPurchases } from "../db/schema/cards.schema";
import type { bankTransactions, customerInvoices, receipts } from "../db/schema/money.schema";
import type { SettlementMethod } from "../../src/contract/money";
import { priceLines } from "../invoices/invoice";
import { invoiceLinesOf } from "../money/customer-invoice";
import type { Random } from "./prng";

type Purchase = typeof cardPurchases.$inferInsert & { date: string };
type Receipt = typeof receipts.$inferInsert;
type Invoice = typeof customerInvoices.$inferInsert;
type Bank = typeof bankTransactions.$inferInsert;
interface Person {
  id: number;
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
}

const COMPANIES = [
  ["Comité d'entreprise Alpha Industries", "12 avenue Jean Jaurès", "69007 Lyon"],
  ["Association Les P'tits Loups", "4 place de la Mairie", "44000 Nantes"],
  ["École élémentaire Jules Ferry", "18 rue de l'École", "59000 Lille"],
  ["Société Événements Éloïse", "3 allée des Érables", "69003 Lyon"],
  ["Centre de loisirs du Parc", "7 chemin des Vignes", "37000 Tours"],
] as const;
const TERMINAL_VERSIONS = ["NEPTING 4.2.1", "NEPTING 4.3.0"];
const MINUTE = 60_000;
const euros = (value: number) => value.toFixed(2).replace(".", ",");

/** The payment terminal's ticket, as it prints it. */
function ticket(rng: Random, date: string, amount: number, state: Bank["state"], refund: boolean) {
  const when = new Date(date);
  const outcome = {
    Accepted: "TRANSACTION ACCEPTEE",
    Refused: `TRANSACTION REFUSEE\nCODE ${rng.pick(["05", "51", "54", "61"])}`,
    Cancelled: "TRANSACTION ANNULEE PAR LE CLIENT",
    Error: "ERREUR DE COMMUNICATION\nTRANSACTION NON ABOUTIE",
  }[state];
  return [
    "CARTE BANCAIRE",
    rng.pick(["VISA", "MASTERCARD", "CB"]) + " SANS CONTACT",
    // The terminal prints the venue's local time.
    `LE ${when.toLocaleDateString("fr-FR")} A ${when.toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit" })}`,
    "PARC DEMO LYON",
    `A${rng.int(1_000_000, 9_999_999)}`,
    `************${rng.int(1000, 9999)}`,
    refund ? "CREDIT" : "DEBIT",
    `MONTANT = ${euros(Math.abs(amount))} EUR`,
    outcome,
  ].join("\n");
}

/** A transfer arrives days after the invoice; a recent one may not have yet (null). */
function transferredAt(rng: Random, issued: string, now: number): string | null {
  const at = Date.parse(issued) + rng.int(2, 25) * 86_400_000;
  return at > now ? null : new Date(at).toISOString();
}

export function seedMoney(
  rng: Random,
  sales: { purchases: Purchase[]; customerOf: (cardNumber: string) => Person | undefined },
  groupCards: string[],
  now: number,
) {
  const purchases = [...sales.purchases];
  // Companies' group sales: several new cards bought at once at the desk, one invoice.
  for (let g = 0; groupCards.length > 0 && g < 40; g++) {
    const date = new Date(now - rng.int(1, 300) * 86_400_000 - rng.int(0, 600) * MINUTE);
    date.setUTCHours(rng.int(8, 16), rng.int(0, 59), 0, 0);
    const tokens = rng.pick([20, 50, 100]);
    const size = rng.int(4, 12);
    for (let k = 0; k < size; k++)
      purchases.push({
        cardNumber: groupCards[(g * 12 + k) % groupCards.length]!,
        date: date.toISOString(),
        type: "Purchase",
        amount: tokens * 0.45,
        tokens,
        freeTokens: tokens / 10,
        kioskName: "Accueil",
        group: g,
      } as Purchase);
  }
  purchases.sort((a, b) => a.date.localeCompare(b.date));

  const receiptRows: Receipt[] = [];
  const invoiceRows: (Invoice & { purchases: Purchase[] })[] = [];
  const bankRows: Bank[] = [];
  const pay = (receipt: Receipt) => {
    const t = Date.parse(receipt.date);
    for (const state of ["Refused", "Cancelled", "Error"] as const)
      if (rng.chance(state === "Refused" ? 0.06 : 0.02))
        bankRows.push({
          date: new Date(t - rng.int(1, 3) * MINUTE).toISOString(),
          content: ticket(rng, receipt.date, receipt.amount, state, false),
          amount: receipt.amount,
          receiptId: null,
          kioskName: receipt.kioskName,
          state,
          type: "Payment",
          version: rng.pick(TERMINAL_VERSIONS),
        });
    bankRows.push({
      date: receipt.date,
      content: ticket(rng, receipt.date, receipt.amount, "Accepted", false),
      amount: receipt.amount,
      receiptId: receipt.id,
      kioskName: receipt.kioskName,
      state: "Accepted",
      type: "Payment",
      version: rng.pick(TERMINAL_VERSIONS),
    });
    if (rng.chance(0.005)) {
      const date = new Date(t + rng.int(1, 3) * 86_400_000).toISOString();
      bankRows.push({
        date,
        content: ticket(rng, date, -receipt.amount, "Accepted", true),
        amount: -receipt.amount,
        receiptId: receipt.id,
        kioskName: receipt.kioskName,
        state: "Accepted",
        type: "Refund",
        version: rng.pick(TERMINAL_VERSIONS),
      });
    }
  };

  const groups = new Map<number, Purchase[]>();
  for (const p of purchases) {
    const group = (p as { group?: number }).group;
    if (group === undefined) groups.set(-1 - groups.size, [p]);
    else groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  for (const covered of groups.values()) {
    const first = covered[0]!;
    const company = (first as { group?: number }).group;
    const desk = !first.kioskName || first.kioskName === "Accueil";
    const method: SettlementMethod =
      company !== undefined ? rng.pick(["Transfer", "Cb"]) : desk ? rng.pick(["Cb", "Cash"]) : "Cb";
    const receipt: Receipt = {
      id: receiptRows.length + 1,
      date: first.date,
      amount: covered.reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100,
      kioskName: first.kioskName ?? null,
      paymentMethod: method,
    };
    receiptRows.push(receipt);
    for (const p of covered) p.receiptId = receipt.id;
    if (method === "Cb") pay(receipt);

    const person = sales.customerOf(first.cardNumber);
    const asked =
      company !== undefined ||
      (person !== undefined && first.type !== "Birthday" && rng.chance(0.12));
    if (!asked) continue;
    const totals = priceLines(invoiceLinesOf(covered));
    const [companyName, street, city] =
      company !== undefined ? COMPANIES[company % COMPANIES.length]! : [null, null, null];
    invoiceRows.push({
      number: "",
      date: first.date,
      kioskName: first.kioskName ?? null,
      customerId: person?.id ?? null,
      customerName: person ? `${person.firstName} ${person.lastName}` : `Service comptabilité`,
      companyName,
      billingAddress: person
        ? [person.street, `${person.postalCode} ${person.city}`].join("\n")
        : [street, city].join("\n"),
      paymentMethod: method,
      paidAt: method === "Transfer" ? transferredAt(rng, first.date, now) : first.date,
      type: first.type === "Recharging" ? "Recharging" : "Purchase",
      totalHt: totals.totalHt,
      totalTtc: totals.totalTtc,
      tokens: covered.reduce((sum, p) => sum + p.tokens, 0),
      freeTokens: covered.reduce((sum, p) => sum + p.freeTokens, 0),
      receiptId: receipt.id,
      purchases: covered,
    });
  }
  // Numbered in the order they were issued, a sequence per year without a gap.
  const perYear = new Map<string, number>();
  const invoices = invoiceRows.map(({ purchases: covered, ...invoice }, i) => {
    const year = invoice.date.slice(0, 4);
    const rank = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, rank);
    for (const p of covered) p.invoiceId = i + 1;
    return { ...invoice, id: i + 1, number: `FA-${year}-${String(rank).padStart(6, "0")}` };
  });
  const purchaseRows = purchases.map(({ group: _g, ...p }: Purchase & { group?: number }, i) => ({
    ...p,
    id: i + 1,
  }));
  bankRows.sort((a, b) => a.date.localeCompare(b.date));
  return { purchases: purchaseRows, receipts: receiptRows, invoices, bank: bankRows };
}
