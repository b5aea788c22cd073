import { Badge } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import type { BankTransaction } from "@/contract/money";
import { BANK_STATES } from "@/contract/money";
import { bankTransactionsApi } from "@/contract/money.endpoints";
import { paths } from "@/lib/paths";
import { SCREENS } from "@/lib/screens";
import { ListTime } from "@/ui/list-time";
import { csvDateTime } from "@/ui/paged-list/csv-export";
import { defineList } from "@/ui/paged-list/resource-list";
import {
  BANK_STATE_COLORS,
  BANK_STATE_LABELS,
  BANK_TYPE_LABELS,
  firstLine,
  money,
} from "./money-labels";
import { ReceiptLink } from "./money-links";

export type BankFilters = { filterOnContent: string; filterOnState: string };

/** The bank transactions (src/contract/money.ts), newest first, 20 a page; a row opens it. */
export const BANK_TRANSACTIONS = defineList<BankTransaction, BankFilters>({
  cache: "bank-transactions",
  screen: SCREENS.bankTransactions,
  list: bankTransactionsApi.list,
  size: 20,
  filters: { filterOnContent: "", filterOnState: "" },
  filterFields: [
    { name: "filterOnContent", label: msg`Texte du ticket` },
    {
      name: "filterOnState",
      label: msg`État`,
      placeholder: msg`Tous les états`,
      options: BANK_STATES.map((state) => ({ value: state, label: BANK_STATE_LABELS[state] })),
    },
  ],
  rowKey: (b) => b.id,
  open: (b) => paths.bankTransaction(b.id),
  columns: [
    {
      key: "date",
      header: msg`Date`,
      compact: true,
      render: (b) => <ListTime value={b.date} />,
      csv: (b, i18n) => csvDateTime(b.date, i18n),
    },
    {
      key: "amount",
      header: msg`Montant`,
      align: "right",
      render: (b, i18n) => money(b.amount, i18n.locale),
      csv: (b) => b.amount,
    },
    {
      key: "state",
      header: msg`État`,
      render: (b, i18n) => (
        <Badge color={BANK_STATE_COLORS[b.state]} variant="light">
          {i18n._(BANK_STATE_LABELS[b.state])}
        </Badge>
      ),
      csv: (b, i18n) => i18n._(BANK_STATE_LABELS[b.state]),
    },
    { key: "type", header: msg`Type`, render: (b, i18n) => i18n._(BANK_TYPE_LABELS[b.type]) },
    { key: "kiosk", header: msg`Borne`, render: (b) => b.kioskName ?? "—", visibleFrom: "md" },
    {
      key: "receipt",
      header: msg`Ticket de caisse`,
      render: (b) => <ReceiptLink number={b.invoice} />,
      csv: (b) => b.invoice ?? "",
    },
    { key: "version", header: msg`Version`, render: (b) => b.version, visibleFrom: "lg" },
    {
      key: "content",
      header: msg`Ticket`,
      render: (b) => firstLine(b.content),
      csv: (b) => b.content,
      visibleFrom: "lg",
    },
  ],
  empty: msg`Aucune transaction bancaire`,
});
