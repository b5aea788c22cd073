import { msg } from "@lingui/core/macro";
import type { CustomerInvoice } from "@/contract/money";
import { customerInvoicesApi } from "@/contract/money.endpoints";
import { paths } from "@/lib/paths";
import { SCREENS } from "@/lib/screens";
import { ListTime } from "@/ui/list-time";
import { csvDateTime } from "@/ui/paged-list/csv-export";
import { defineList } from "@/ui/paged-list/resource-list";
import { INVOICE_TYPE_LABELS, money, PAYMENT_METHOD_LABELS } from "./money-labels";

export type InvoiceFilters = { from: string; to: string; search: string; type: string };

/** The customer invoices (src/contract/money.ts), newest first, 10 a page; a row opens it. */
export const INVOICES = defineList<CustomerInvoice, InvoiceFilters>({
  cache: "customer-invoices",
  screen: SCREENS.invoices,
  list: customerInvoicesApi.list,
  size: 10,
  filters: { from: "", to: "", search: "", type: "" },
  rowKey: (i) => i.id,
  open: (i) => paths.invoice(i.number),
  columns: [
    { key: "number", header: msg`Numéro`, render: (i) => i.number, compact: true },
    {
      key: "date",
      header: msg`Date`,
      compact: true,
      render: (i) => <ListTime value={i.date} />,
      csv: (i, i18n) => csvDateTime(i.date, i18n),
    },
    { key: "customer", header: msg`Client`, render: (i) => i.customerName },
    {
      key: "company",
      header: msg`Société`,
      render: (i) => i.companyName ?? "—",
      visibleFrom: "lg",
    },
    { key: "type", header: msg`Type`, render: (i, i18n) => i18n._(INVOICE_TYPE_LABELS[i.type]) },
    {
      key: "ht",
      header: msg`Total HT`,
      align: "right",
      render: (i, i18n) => money(i.totalHt, i18n.locale),
      csv: (i) => i.totalHt,
      visibleFrom: "lg",
    },
    {
      key: "ttc",
      header: msg`Total TTC`,
      align: "right",
      render: (i, i18n) => money(i.totalTtc, i18n.locale),
      csv: (i) => i.totalTtc,
    },
    {
      key: "payment",
      header: msg`Paiement`,
      render: (i, i18n) => i18n._(PAYMENT_METHOD_LABELS[i.paymentMethod]),
      visibleFrom: "md",
    },
    {
      key: "tokens",
      header: msg`Unités`,
      align: "right",
      render: (i) => i.tokens,
      visibleFrom: "lg",
    },
    {
      key: "free",
      header: msg`Unités bonus`,
      align: "right",
      render: (i) => i.freeTokens,
      visibleFrom: "lg",
    },
    {
      key: "cards",
      header: msg`Cartes`,
      align: "right",
      render: (i) => i.cards.length,
      visibleFrom: "lg",
    },
  ],
  empty: msg`Aucune facture client`,
});
