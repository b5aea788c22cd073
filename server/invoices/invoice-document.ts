/**
 * A French invoice as a PDF, made with pdfmake from an `Invoice` (invoice.ts): the seller's
 * identity and legal identifiers, the customer, the lines (designation, quantity, unit price
 * excluding VAT, VAT rate, total excluding VAT), VAT per rate, totals excluding VAT, VAT and
 * including VAT, the payment, and the mandatory mentions (no discount for early payment, late
 * payment penalties, the 40 € recovery indemnity).
 *
 * Fonts: Roboto, read from the installed pdfmake package (never a network): no URL may be
 * fetched and no local file but those fonts may be read.
 */
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import pdfmake from "pdfmake";
import {
  formatDay,
  formatMoney,
  formatRate,
  formatUnitPrice,
  priceLines,
  type Invoice,
} from "./invoice";

const fontDir = join(
  dirname(createRequire(import.meta.url).resolve("pdfmake/package.json")),
  "fonts",
  "Roboto",
);
const ROBOTO = {
  normal: join(fontDir, "Roboto-Regular.ttf"),
  bold: join(fontDir, "Roboto-Medium.ttf"),
  italics: join(fontDir, "Roboto-Italic.ttf"),
  bolditalics: join(fontDir, "Roboto-MediumItalic.ttf"),
};
const fontFiles = new Set(Object.values(ROBOTO));

/** French typography: a no-break space before ":" (and the like). */
const NB = "\u00a0";
const label = (name: string, value: string) => `${name}${NB}: ${value}`;

/** The mentions of an invoice to a professional (Code de commerce, L. 441-9 and D. 441-5). */
export const INVOICE_MENTIONS = [
  label("Escompte pour paiement anticipé", "néant"),
  label("Pénalités de retard", "trois fois le taux d'intérêt légal, exigibles sans rappel"),
  label("Indemnité forfaitaire pour frais de recouvrement", `40${NB}€`),
] as const;

const right = (text: string, extra: Record<string, unknown> = {}) => ({
  text,
  alignment: "right",
  ...extra,
});
const head = (text: string, alignment = "left") => ({ text, style: "th", alignment });

/** The pdfmake document of an invoice. */
export function invoiceDocument(invoice: Invoice): Record<string, unknown> {
  const { seller, customer, currency } = invoice;
  const money = (value: number) => formatMoney(value, currency);
  const totals = priceLines(invoice.lines);
  const ids = [
    seller.capital,
    `SIREN ${seller.siren}`,
    `SIRET ${seller.siret}`,
    seller.rcs,
    label("TVA intracommunautaire", seller.vatNumber),
  ].filter((v): v is string => Boolean(v));
  const payment = invoice.payment;
  return {
    pageSize: "A4",
    pageMargins: [40, 40, 40, 56],
    info: { title: `Facture ${invoice.number}`, author: seller.legalName, subject: "Facture" },
    defaultStyle: { font: "Roboto", fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 20, bold: true },
      strong: { bold: true },
      th: { bold: true, fillColor: "#eeeeee" },
      small: { fontSize: 8, color: "#444444" },
    },
    footer: {
      text: [seller.legalName, ...ids].join(" · "),
      style: "small",
      fontSize: 7,
      alignment: "center",
      margin: [40, 16],
    },
    content: [
      {
        columns: [
          [
            { text: seller.tradeName ?? seller.legalName, fontSize: 14, bold: true },
            seller.tradeName ? seller.legalName : "",
            ...seller.address,
            { text: ids.join("\n"), style: "small", margin: [0, 4, 0, 0] },
          ],
          [
            right("Facture", { style: "title" }),
            right(`N°${NB}${invoice.number}`, { style: "strong", fontSize: 12 }),
            right(label("Date d'émission", formatDay(invoice.issuedAt))),
            right(label("Date de la vente", formatDay(invoice.soldAt))),
          ],
        ],
      },
      {
        margin: [260, 20, 0, 16],
        stack: [
          { text: "Client", style: "small" },
          // A professional customer is the company, to the attention of the person.
          ...(customer.company
            ? [{ text: customer.company, style: "strong" }, `À l'attention de ${customer.name}`]
            : [{ text: customer.name, style: "strong" }]),
          ...customer.address,
          ...customer.references,
        ],
      },
      {
        table: {
          headerRows: 1,
          widths: ["*", 50, 85, 40, 75],
          body: [
            [
              head("Désignation"),
              head("Quantité", "right"),
              head("Prix unitaire HT", "right"),
              head("TVA", "right"),
              head("Total HT", "right"),
            ],
            ...totals.lines.map((line) => [
              line.designation,
              right(String(line.quantity)),
              right(formatUnitPrice(line.unitPriceHt, currency)),
              right(formatRate(line.vatRate)),
              right(money(line.totalHt)),
            ]),
          ],
        },
        layout: "lightHorizontalLines",
      },
      {
        margin: [0, 16, 0, 0],
        columns: [
          {
            width: "*",
            table: {
              widths: [50, 70, 70],
              body: [
                [head("Taux TVA"), head("Base HT", "right"), head("Montant TVA", "right")],
                ...totals.vatByRate.map((r) => [
                  formatRate(r.rate),
                  right(money(r.baseHt)),
                  right(money(r.vat)),
                ]),
              ],
            },
            layout: "lightHorizontalLines",
          },
          {
            width: 190,
            table: {
              widths: ["*", 80],
              body: [
                ["Total HT", right(money(totals.totalHt))],
                ["Total TVA", right(money(totals.totalVat))],
                [
                  { text: "Total TTC", style: "strong" },
                  right(money(totals.totalTtc), { style: "strong" }),
                ],
              ],
            },
            layout: "lightHorizontalLines",
          },
        ],
      },
      {
        margin: [0, 20, 0, 0],
        stack: [
          payment.paidAt ? label("Payée le", formatDay(payment.paidAt)) : "",
          !payment.paidAt && payment.dueAt
            ? label("Date d'échéance", formatDay(payment.dueAt))
            : "",
          payment.method ? label("Mode de paiement", payment.method) : "",
        ].filter(Boolean),
      },
      // Between professionals only (Code de commerce, L. 441-10): not on a consumer's invoice.
      customer.company
        ? { margin: [0, 12, 0, 0], style: "small", stack: [...INVOICE_MENTIONS] }
        : "",
    ],
  };
}

/** The PDF file of an invoice. */
export async function invoicePdfFile(invoice: Invoice): Promise<Buffer> {
  pdfmake.setFonts({ Roboto: ROBOTO });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => fontFiles.has(resolve(path)));
  return pdfmake.createPdf(invoiceDocument(invoice)).getBuffer();
}
