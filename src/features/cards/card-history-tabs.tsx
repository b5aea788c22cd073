import { ListTime } from "@/ui/list-time";
import { Button, Tabs } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "wouter";
import type { GameHistory, PurchaseHistory, SnackHistory } from "@/contract/cards";
import { cardHistoryApi } from "@/contract/cards.endpoints";
import { call } from "@/lib/api/call";
import { Operations } from "./card-operations";
import { formatMoney } from "@/lib/i18n/format";
import { useCan } from "@/lib/session/use-can";
import { PagedTable, type Column } from "@/ui/paged-list/paged-table";
import { usePagedList } from "@/ui/paged-list/use-paged-list";
import { useInvoiceDownload } from "./use-invoice-download";

const TABS = ["purchaseHistory", "gameHistoryCard", "snackHistory", "operations"] as const;
type Tab = (typeof TABS)[number];
const PAGE_SIZE = 10;

/**
 * The card's child tabs (spec section 2), each needing HISTORY_READ; the tab is kept in the URL.
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
  const download = useInvoiceDownload();
  const canPdf = useCan("INVOICE_PDF");
  const list = usePagedList({
    cache: "card-purchases",
    load: (q) => call(cardHistoryApi.purchases, { query: { ...q, cardNumber } }),
    size: PAGE_SIZE,
    deps: [cardNumber],
  });
  const types = { Birthday: t`Anniversaire`, Purchase: t`Achat`, Recharging: t`Recharge` };
  const columns: Column<PurchaseHistory>[] = [
    { key: "date", header: t`Date`, compact: true, render: (p) => <ListTime value={p.date} /> },
    { key: "type", header: t`Type`, render: (p) => types[p.type] },
    { key: "tokens", header: t`Unités`, render: (p) => p.tokens, align: "right" },
    { key: "free", header: t`Unités bonus`, render: (p) => p.freeTokens, align: "right" },
    {
      key: "amount",
      header: t`Montant`,
      render: (p) => formatMoney(p.amount, i18n.locale === "en" ? "en" : "fr"),
      align: "right",
    },
    { key: "kiosk", header: t`Borne`, render: (p) => p.kioskName ?? "—", visibleFrom: "md" },
  ];
  if (canPdf) {
    columns.push({
      key: "invoice",
      header: t`Facture`,
      render: (p) =>
        p.invoiceId !== null && (
          <Button size="xs" variant="light" onClick={() => void download(p.id)}>
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
  const { t } = useLingui();
  const list = usePagedList({
    cache: "card-games",
    load: (q) => call(cardHistoryApi.games, { query: { ...q, cardNumber } }),
    size: PAGE_SIZE,
    deps: [cardNumber],
  });
  const columns: Column<GameHistory>[] = [
    { key: "date", header: t`Date`, compact: true, render: (g) => <ListTime value={g.date} /> },
    { key: "game", header: t`Jeu`, render: (g) => g.gameName },
    { key: "tokens", header: t`Unités`, render: (g) => g.tokens, align: "right" },
    { key: "free", header: t`Unités bonus`, render: (g) => g.freeTokens, align: "right" },
  ];
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
  const { t } = useLingui();
  const list = usePagedList({
    cache: "card-snacks",
    load: (q) => call(cardHistoryApi.snacks, { query: { ...q, cardNumber } }),
    size: PAGE_SIZE,
    deps: [cardNumber],
  });
  const states = { Paid: t`Payé`, Collected: t`Retiré` };
  const columns: Column<SnackHistory>[] = [
    { key: "date", header: t`Date`, compact: true, render: (s) => <ListTime value={s.date} /> },
    { key: "product", header: t`Article`, render: (s) => s.productName },
    { key: "price", header: t`Prix en unités`, render: (s) => s.tokenPrice, align: "right" },
    { key: "state", header: t`État`, render: (s) => states[s.state] },
  ];
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
