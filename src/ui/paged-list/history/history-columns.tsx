/**
 * The columns of the histories (purchases, games played, snacks or merchandise, staff games),
 * declared once for the card page's tabs (one card's rows) and the venue's history screen (every
 * card's rows, with the card's number): both read the same endpoints (cardHistoryApi) and show
 * the same columns.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { z } from "zod";
import type {
  gameHistoryRowSchema,
  purchaseHistoryRowSchema,
  snackHistoryRowSchema,
  staffGameHistoryRowSchema,
} from "@/contract/cards";
import { formatMoney } from "@/lib/i18n/format";
import { paths } from "@/lib/paths";
import { useCan } from "@/lib/session/use-can";
import { ListTime } from "../../list-time";
import { ScreenLink } from "../../screen-link";
import { csvDateTime } from "../csv-export";
import type { Column } from "../paged-table";
import type { ListColumn } from "../resource-list";

export type PurchaseRow = z.infer<typeof purchaseHistoryRowSchema>;
export type GameRow = z.infer<typeof gameHistoryRowSchema>;
export type SnackRow = z.infer<typeof snackHistoryRowSchema>;
export type StaffGameRow = z.infer<typeof staffGameHistoryRowSchema>;

/** The key of the card's number column, which the card page leaves out. */
export const CARD_COLUMN = "card";

const cardColumn = <T extends { cardNumber: string }>(): ListColumn<T> => ({
  key: CARD_COLUMN,
  header: msg`Carte`,
  render: (row) => row.cardNumber,
});
const dateColumn = <T extends { date: string }>(): ListColumn<T> => ({
  key: "date",
  header: msg`Date`,
  compact: true,
  render: (row) => <ListTime value={row.date} />,
  csv: (row, i18n) => csvDateTime(row.date, i18n),
});

export const PURCHASE_TYPE_LABELS = {
  Birthday: msg`Anniversaire`,
  Purchase: msg`Achat`,
  Recharging: msg`Recharge`,
} as const;

export const purchaseColumns: ListColumn<PurchaseRow>[] = [
  dateColumn(),
  cardColumn(),
  { key: "type", header: msg`Type`, render: (p, i18n) => i18n._(PURCHASE_TYPE_LABELS[p.type]) },
  { key: "tokens", header: msg`Unités`, render: (p) => p.tokens, align: "right" },
  { key: "free", header: msg`Unités bonus`, render: (p) => p.freeTokens, align: "right" },
  {
    key: "amount",
    header: msg`Montant`,
    render: (p, i18n) => formatMoney(p.amount, i18n.locale === "en" ? "en" : "fr"),
    csv: (p) => p.amount,
    align: "right",
  },
  // A landscape tablet shows the invoice rather than the kiosk (a filter); a wide screen both.
  { key: "kiosk", header: msg`Borne`, render: (p) => p.kioskName ?? "—", visibleFrom: "lg" },
  {
    key: "invoice",
    header: msg`Facture`,
    render: (p) => (p.invoiceNumber ? <InvoiceNumber number={p.invoiceNumber} /> : "—"),
    csv: (p) => p.invoiceNumber ?? "",
    visibleFrom: "md",
  },
];

/** The customer invoice's number, a link to it for those who may read invoices. */
function InvoiceNumber({ number }: { number: string }) {
  const canRead = useCan("INVOICE_READ");
  return canRead ? <ScreenLink href={paths.invoice(number)}>{number}</ScreenLink> : number;
}

export const gameColumns: ListColumn<GameRow>[] = [
  dateColumn(),
  cardColumn(),
  { key: "game", header: msg`Jeu`, render: (g) => g.gameName },
  { key: "tokens", header: msg`Unités`, render: (g) => g.tokens, align: "right" },
  { key: "free", header: msg`Unités bonus`, render: (g) => g.freeTokens, align: "right" },
];

const SNACK_STATES = { Paid: msg`Payé`, Collected: msg`Retiré` } as const;

export const snackColumns: ListColumn<SnackRow>[] = [
  dateColumn(),
  cardColumn(),
  { key: "product", header: msg`Article`, render: (s) => s.productName },
  { key: "price", header: msg`Prix en unités`, render: (s) => s.tokenPrice, align: "right" },
  { key: "state", header: msg`État`, render: (s, i18n) => i18n._(SNACK_STATES[s.state]) },
];

export const staffGameColumns: ListColumn<StaffGameRow>[] = [
  dateColumn(),
  cardColumn(),
  { key: "employee", header: msg`Employé`, render: (g) => g.employeeName ?? "—" },
  { key: "game", header: msg`Jeu`, render: (g) => g.gameName },
];

/** A declaration's columns for the table, in the language; without the card's on a card's page. */
export function historyTableColumns<T>(
  columns: ListColumn<T>[],
  i18n: I18n,
  { withCard }: { withCard: boolean },
): Column<T>[] {
  return columns
    .filter((column) => withCard || column.key !== CARD_COLUMN)
    .map(({ csv: _csv, header, render, ...column }) => ({
      ...column,
      header: i18n._(header),
      render: (row: T) => render(row, i18n),
    }));
}
