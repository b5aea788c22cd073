import { Button, Tabs } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "wouter";
import { cardHistoryApi } from "@/contract/cards.endpoints";
import { call } from "@/lib/api/call";
import { Operations } from "./card-operations";
import { useCan } from "@/lib/session/use-can";
import { PagedTable, type Column } from "@/ui/paged-list/paged-table";
import { usePagedList } from "@/ui/paged-list/use-paged-list";
import {
  gameColumns,
  historyTableColumns,
  purchaseColumns,
  snackColumns,
  type PurchaseRow,
} from "@/ui/paged-list/history/history-columns";
import { useDownload } from "@/ui/download-file";

const TABS = ["purchaseHistory", "gameHistoryCard", "snackHistory", "operations"] as const;
type Tab = (typeof TABS)[number];
const PAGE_SIZE = 10;

/**
 * The card's child tabs (spec section 2), each needing HISTORY_READ; the tab is kept in the URL.
 * The histories' columns are the venue's history screen's (ui/paged-list/history), less the card.
 * A purchase's invoice number opens the invoice (history-columns.tsx); its PDF downloads here.
 * "Opérations" is the trail of manual operations (server/cards/card-operations.ts); `revision`
 * changes with the card, so it shows an action as soon as it is done.
 */
export function CardHistoryTabs({
  cardNumber,
  revision,
}: {
  cardNumber: string;
  revision: string;
}) {
  const { t } = useLingui();
  const canRead = useCan("HISTORY_READ");
  const [params, setParams] = useSearchParams();
  if (!canRead) return null;
  const asked = params.get("tab");
  const tab: Tab = TABS.find((x) => x === asked) ?? "purchaseHistory";
  return (
    <Tabs
      value={tab}
      onChange={(v) => v && setParams({ tab: v }, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="purchaseHistory">{t`Achats`}</Tabs.Tab>
        <Tabs.Tab value="gameHistoryCard">{t`Parties`}</Tabs.Tab>
        <Tabs.Tab value="snackHistory">{t`Snacking`}</Tabs.Tab>
        <Tabs.Tab value="operations">{t`Opérations`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="purchaseHistory" pt="md">
        <Purchases cardNumber={cardNumber} />
      </Tabs.Panel>
      <Tabs.Panel value="gameHistoryCard" pt="md">
        <Games cardNumber={cardNumber} />
      </Tabs.Panel>
      <Tabs.Panel value="snackHistory" pt="md">
        <Snacks cardNumber={cardNumber} />
      </Tabs.Panel>
      <Tabs.Panel value="operations" pt="md">
        <Operations cardNumber={cardNumber} revision={revision} />
      </Tabs.Panel>
    </Tabs>
  );
}

function Purchases({ cardNumber }: { cardNumber: string }) {
  const { t, i18n } = useLingui();
  const download = useDownload();
  const canPdf = useCan("INVOICE_PDF");
  const list = usePagedList({
    cache: "card-purchases",
    load: (q) => call(cardHistoryApi.purchases, { query: { ...q, cardNumber } }),
    size: PAGE_SIZE,
    deps: [cardNumber],
  });
  const columns: Column<PurchaseRow>[] = historyTableColumns(purchaseColumns, i18n, {
    withCard: false,
  });
  if (canPdf) {
    // Spec section 7: the PDF of the invoice covering the purchase, saved as {id}.pdf (its id).
    const pdf = (id: number) =>
      download(
        () => call(cardHistoryApi.invoicePdf, { params: { id } }),
        `${id}.pdf`,
        t`Téléchargement de la facture impossible`,
      );
    columns.push({
      key: "pdf",
      header: t`PDF`,
      render: ({ invoiceId }) =>
        invoiceId !== null && (
          <Button size="xs" variant="light" onClick={() => void pdf(invoiceId)}>
            <Trans>PDF</Trans>
          </Button>
        ),
    });
  }
  return (
    <PagedTable
      list={list}
      columns={columns}
      rowKey={(p) => p.id}
      empty={<Trans>Aucun achat</Trans>}
      label={t`Achats`}
    />
  );
}

function Games({ cardNumber }: { cardNumber: string }) {
  const { t, i18n } = useLingui();
  const list = usePagedList({
    cache: "card-games",
    load: (q) => call(cardHistoryApi.games, { query: { ...q, cardNumber } }),
    size: PAGE_SIZE,
    deps: [cardNumber],
  });
  const columns = historyTableColumns(gameColumns, i18n, { withCard: false });
  return (
    <PagedTable
      list={list}
      columns={columns}
      rowKey={(g) => g.id}
      empty={<Trans>Aucune partie</Trans>}
      label={t`Parties`}
    />
  );
}

function Snacks({ cardNumber }: { cardNumber: string }) {
  const { t, i18n } = useLingui();
  const list = usePagedList({
    cache: "card-snacks",
    load: (q) => call(cardHistoryApi.snacks, { query: { ...q, cardNumber } }),
    size: PAGE_SIZE,
    deps: [cardNumber],
  });
  const columns = historyTableColumns(snackColumns, i18n, { withCard: false });
  return (
    <PagedTable
      list={list}
      columns={columns}
      rowKey={(s) => s.id}
      empty={<Trans>Aucun achat snacking</Trans>}
      label={t`Snacking`}
    />
  );
}
