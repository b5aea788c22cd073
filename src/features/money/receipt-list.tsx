import { msg } from "@lingui/core/macro";
import type { Receipt } from "@/contract/money";
import { receiptsApi } from "@/contract/money.endpoints";
import { paths } from "@/lib/paths";
import { SCREENS } from "@/lib/screens";
import { ListTime } from "@/ui/list-time";
import { csvDateTime } from "@/ui/paged-list/csv-export";
import { defineList } from "@/ui/paged-list/resource-list";
import { money, PAYMENT_METHOD_LABELS } from "./money-labels";
import { InvoiceLink } from "./money-links";

export type ReceiptFilters = { from: string; to: string; kioskName: string; paymentMethod: string };

/** The venue's receipts (src/contract/money.ts), newest first, 10 a page; a row opens it. */
export const RECEIPTS = defineList<Receipt, ReceiptFilters>({
  cache: "receipts",
  screen: SCREENS.receipts,
  list: receiptsApi.list,
  size: 10,
  filters: { from: "", to: "", kioskName: "", paymentMethod: "" },
  rowKey: (r) => r.id,
  open: (r) => paths.receipt(r.number),
  columns: [
    { key: "number", header: msg`Numéro`, render: (r) => r.number },
    {
      key: "date",
      header: msg`Date`,
      compact: true,
      render: (r) => <ListTime value={r.date} />,
      csv: (r, i18n) => csvDateTime(r.date, i18n),
    },
    {
      key: "amount",
      header: msg`Montant`,
      align: "right",
      render: (r, i18n) => money(r.amount, i18n.locale),
      csv: (r) => r.amount,
    },
    { key: "kiosk", header: msg`Borne`, render: (r) => r.kioskName ?? "—", visibleFrom: "lg" },
    {
      key: "payment",
      header: msg`Paiement`,
      render: (r, i18n) => i18n._(PAYMENT_METHOD_LABELS[r.paymentMethod]),
    },
    { key: "cards", header: msg`Cartes`, align: "right", render: (r) => r.cardCount },
    { key: "tokens", header: msg`Unités`, align: "right", render: (r) => r.tokens },
    {
      key: "free",
      header: msg`Unités bonus`,
      align: "right",
      render: (r) => r.freeTokens,
      visibleFrom: "lg",
    },
    {
      key: "invoice",
      header: msg`Facture`,
      render: (r) => <InvoiceLink number={r.invoiceNumber} />,
      csv: (r) => r.invoiceNumber ?? "",
    },
  ],
  empty: msg`Aucun ticket de caisse`,
});
