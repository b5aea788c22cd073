/**
 * A customer invoice (src/contract/money.ts) as the invoices' screens and its PDF read it: the
 * row as issued, the purchases it covers, and the lines, VAT per rate and totals computed from
 * them as every invoice of the venue is (server/invoices/invoice.ts). The seed issues invoices
 * with the same lines (`invoiceLinesOf`), so the totals kept on the row are the lines' sums.
 */
import { eq, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { PURCHASE_TYPES } from "../../src/contract/cards";
import type { customerInvoiceDetailsSchema, SettlementMethod } from "../../src/contract/money";
import type { ServerConfig } from "../config";
import type { Db } from "../db/database";
import { cardPurchases, cards } from "../db/schema/cards.schema";
import { customerInvoices } from "../db/schema/money.schema";
import { sites } from "../db/schema/sites.schema";
import { priceLines, VAT_RATE_UNITS, type Invoice, type InvoiceLine } from "../invoices/invoice";
import { invoicePdfFile } from "../invoices/invoice-document";

const NB = "\u00a0";
/** An invoice not paid at once (a transfer) is due 30 days after it is issued. */
const PAYMENT_TERM_DAYS = 30;
const DESIGNATIONS: Record<(typeof PURCHASE_TYPES)[number], string> = {
  Purchase: "Unités de jeu (achat de carte)",
  Recharging: "Unités de jeu (recharge de carte)",
  Birthday: "Unités de jeu (anniversaire)",
};
const METHODS: Record<SettlementMethod, string> = {
  Cb: "carte bancaire",
  Cash: "espèces",
  Transfer: "virement bancaire",
};

type Covered = Pick<typeof cardPurchases.$inferSelect, "type" | "amount" | "tokens" | "freeTokens">;

/** One line per kind of purchase (units bought, then the bonus units offered at 0 €). */
export function invoiceLinesOf(purchases: readonly Covered[]): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  for (const type of ["Purchase", "Recharging", "Birthday"] as const) {
    const of = purchases.filter((p) => p.type === type);
    if (of.length === 0) continue;
    const cents = of.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
    const tokens = of.reduce((sum, p) => sum + p.tokens, 0);
    lines.push({
      designation: DESIGNATIONS[type],
      quantity: tokens,
      totalTtc: cents / 100,
      vatRate: VAT_RATE_UNITS,
    });
  }
  const free = purchases.reduce((sum, p) => sum + p.freeTokens, 0);
  if (free > 0)
    lines.push({
      designation: "Unités bonus offertes",
      quantity: free,
      totalTtc: 0,
      vatRate: VAT_RATE_UNITS,
    });
  return lines;
}

/** The purchases a receipt or an invoice covers, with their cards' printed numbers. */
export function coveredPurchases(db: Db, where: SQL) {
  return db
    .select({
      purchaseId: cardPurchases.id,
      cardNumber: cardPurchases.cardNumber,
      publicNumber: cards.publicNumber,
      type: cardPurchases.type,
      amount: cardPurchases.amount,
      tokens: cardPurchases.tokens,
      freeTokens: cardPurchases.freeTokens,
    })
    .from(cardPurchases)
    .leftJoin(cards, eq(cards.number, cardPurchases.cardNumber))
    .where(where)
    .orderBy(cardPurchases.id);
}

export type CustomerInvoiceDetails = z.infer<typeof customerInvoiceDetailsSchema>;

/** The invoice with that id or number, as its details screen reads it; undefined if none. */
export async function customerInvoiceDetails(
  db: Db,
  by: { id: number } | { number: string },
): Promise<CustomerInvoiceDetails | undefined> {
  const [row] = await db
    .select()
    .from(customerInvoices)
    .where("id" in by ? eq(customerInvoices.id, by.id) : eq(customerInvoices.number, by.number));
  if (!row) return undefined;
  const purchases = await coveredPurchases(db, eq(cardPurchases.invoiceId, row.id));
  const totals = priceLines(invoiceLinesOf(purchases));
  const { customerId: _customer, billingAddress, ...fields } = row;
  return {
    ...fields,
    billingAddress: billingAddress.split("\n").filter(Boolean),
    cards: purchases.map((p) => p.cardNumber),
    totalVat: totals.totalVat,
    lines: totals.lines.map(
      ({ designation, quantity, unitPriceHt, vatRate, totalHt, vat, totalTtc }) => ({
        designation,
        quantity,
        unitPriceHt,
        vatRate,
        totalHt,
        vat,
        totalTtc,
      }),
    ),
    vatByRate: totals.vatByRate,
    purchases,
  };
}

/** The invoice model its PDF prints (server/invoices/invoice-document.ts). */
export async function customerInvoiceModel(
  db: Db,
  config: Pick<ServerConfig, "venue" | "currency">,
  details: CustomerInvoiceDetails,
): Promise<Invoice> {
  const [site] = await db.select({ name: sites.name }).from(sites).limit(1);
  const cardsText = details.purchases
    .map((p) => (p.publicNumber ? `${p.publicNumber} (${p.cardNumber})` : p.cardNumber))
    .join(", ");
  // Where it was paid, when it was paid on the spot (a transfer is paid from afar).
  const where =
    details.kioskName && details.paymentMethod !== "Transfer" ? ` (${details.kioskName})` : "";
  return {
    number: details.number,
    issuedAt: details.date,
    soldAt: details.date,
    currency: config.currency,
    seller: { ...config.venue, tradeName: site?.name ?? null },
    customer: {
      name: details.customerName,
      company: details.companyName,
      address: details.billingAddress,
      references: cardsText
        ? [`${details.purchases.length > 1 ? "Cartes" : "Carte"} n°${NB}${cardsText}`]
        : [],
    },
    lines: invoiceLinesOf(details.purchases),
    payment: {
      method: `${METHODS[details.paymentMethod]}${where}`,
      paidAt: details.paidAt,
      dueAt: new Date(Date.parse(details.date) + PAYMENT_TERM_DAYS * 86_400_000).toISOString(),
    },
  };
}

/** The PDF of the invoice with that id or number and its number; undefined if none. */
export async function customerInvoicePdf(
  db: Db,
  config: Pick<ServerConfig, "venue" | "currency">,
  by: { id: number } | { number: string },
): Promise<{ number: string; pdf: Buffer } | undefined> {
  const details = await customerInvoiceDetails(db, by);
  if (!details) return undefined;
  const pdf = await invoicePdfFile(await customerInvoiceModel(db, config, details));
  return { number: details.number, pdf };
}

/** The numbers of the invoices with these ids (a purchase row's link). */
export async function invoiceNumbers(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customerInvoices.id, number: customerInvoices.number })
    .from(customerInvoices)
    .where(inArray(customerInvoices.id, ids));
  return new Map(rows.map((r) => [r.id, r.number]));
}
