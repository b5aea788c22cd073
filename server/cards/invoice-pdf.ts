/**
 * The invoice of a card purchase (GET /api/card/Invoice/{id}): the purchase row as an `Invoice`
 * (server/invoices/invoice.ts), printed by the venue's invoice generator
 * (server/invoices/invoice-document.ts).
 *
 * - Number: the purchase's `invoiceId`, else its row id; issued, sold and paid at the purchase's
 *   moment (a kiosk is paid at once).
 * - Lines: the units bought ("Unités de jeu", the amount paid, 20 % VAT included) and, when
 *   there are some, the bonus units offered at 0 €.
 * - Customer: the card's customer (name, address) or "Client au comptoir", and the card's numbers.
 * - Payment: the kiosk it was paid at, when known.
 */
import { eq } from "drizzle-orm";
import type { ServerConfig } from "../config";
import type { Db } from "../db/database";
import { cardPurchases, cards } from "../db/schema/cards.schema";
import { customers } from "../db/schema/customers.schema";
import { sites } from "../db/schema/sites.schema";
import { VAT_RATE_UNITS, type Invoice, type InvoiceLine } from "../invoices/invoice";
import { invoicePdfFile } from "../invoices/invoice-document";

const NB = "\u00a0";

const DESIGNATIONS = {
  Purchase: "Unités de jeu (achat de carte)",
  Recharging: "Unités de jeu (recharge de carte)",
  Birthday: "Unités de jeu (anniversaire)",
} as const;

/** The invoice of a purchase row, or undefined when there is no such row. */
export async function cardPurchaseInvoice(
  db: Db,
  config: Pick<ServerConfig, "venue" | "currency">,
  id: number,
): Promise<Invoice | undefined> {
  const [row] = await db
    .select({
      purchase: cardPurchases,
      publicNumber: cards.publicNumber,
      customer: {
        firstName: customers.firstName,
        lastName: customers.lastName,
        street: customers.street,
        postalCode: customers.postalCode,
        city: customers.city,
      },
    })
    .from(cardPurchases)
    .leftJoin(cards, eq(cards.number, cardPurchases.cardNumber))
    .leftJoin(customers, eq(customers.id, cards.customerId))
    .where(eq(cardPurchases.id, id));
  if (!row) return undefined;
  const [site] = await db.select({ name: sites.name }).from(sites).limit(1);
  const { purchase, customer } = row;
  const lines: InvoiceLine[] = [
    {
      designation: DESIGNATIONS[purchase.type],
      quantity: purchase.tokens,
      totalTtc: purchase.amount,
      vatRate: VAT_RATE_UNITS,
    },
  ];
  if (purchase.freeTokens > 0)
    lines.push({
      designation: "Unités bonus offertes",
      quantity: purchase.freeTokens,
      totalTtc: 0,
      vatRate: VAT_RATE_UNITS,
    });
  const card = row.publicNumber
    ? `${row.publicNumber} (${purchase.cardNumber})`
    : purchase.cardNumber;
  return {
    number: String(purchase.invoiceId ?? purchase.id),
    issuedAt: purchase.date,
    soldAt: purchase.date,
    currency: config.currency,
    seller: { ...config.venue, tradeName: site?.name ?? null },
    customer: {
      name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : "Client au comptoir",
      company: null,
      address: customer
        ? [
            customer.street ?? "",
            [customer.postalCode, customer.city].filter(Boolean).join(" "),
          ].filter(Boolean)
        : [],
      references: [`Carte n°${NB}${card}`],
    },
    lines,
    payment: {
      method: purchase.kioskName ? `paiement à la borne «${NB}${purchase.kioskName}${NB}»` : null,
      paidAt: purchase.date,
    },
  };
}

/** The PDF of a purchase's invoice and its number, or undefined when there is no such row. */
export async function cardPurchaseInvoicePdf(
  db: Db,
  config: Pick<ServerConfig, "venue" | "currency">,
  id: number,
): Promise<{ number: string; pdf: Buffer } | undefined> {
  const invoice = await cardPurchaseInvoice(db, config, id);
  return invoice && { number: invoice.number, pdf: await invoicePdfFile(invoice) };
}
