import { Stack, Tabs, Title } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, type ReactNode } from "react";
import { useLocation, useParams } from "wouter";
import { cardHistoryApi } from "@/contract/cards.endpoints";
import { call } from "@/lib/api/call";
import { appConfig } from "@/lib/api/app-config";
import { paths, type HistoryTab } from "@/lib/paths";
import { DatedList } from "@/ui/paged-list/dated-list";
import { ChoiceFilter, TextFilter, type DayFilters } from "@/ui/paged-list/list-filters";
import {
  gameColumns,
  purchaseColumns,
  PURCHASE_TYPE_LABELS,
  snackColumns,
  staffGameColumns,
  type GameRow,
  type PurchaseRow,
  type SnackRow,
  type StaffGameRow,
} from "@/ui/paged-list/history/history-columns";
import {
  gameTotalsLine,
  purchaseTotalsLine,
  snackTotalsLine,
  staffGameTotalsLine,
} from "@/ui/paged-list/history/history-totals";
import { defineList } from "@/ui/paged-list/resource-list";
import type { PagedList } from "@/ui/paged-list/use-paged-list";

const PAGE_SIZE = 10;

/** The filters every history has: the days (both included) and the card. */
type CardFilters = DayFilters & { cardNumber: string };
type PurchaseFilters = CardFilters & { type: string; kioskName: string };
type GameFilters = CardFilters & { gameName: string };
type Query<F> = F & { page: number; size: number };

const DAYS: CardFilters = { from: "", to: "", cardNumber: "" };

/** The venue's purchases (units bought, recharges, birthdays), with the card of each. */
const PURCHASES = defineList<PurchaseRow, PurchaseFilters>({
  cache: "history-purchases",
  screen: { title: msg`Achats` },
  list: cardHistoryApi.purchases,
  size: PAGE_SIZE,
  filters: { ...DAYS, type: "", kioskName: "" },
  rowKey: (p) => p.id,
  columns: purchaseColumns,
  empty: msg`Aucun achat`,
});

/** Snacks and merchandise read one call, `type` telling them apart (src/contract/cards.ts). */
const SNACKS = defineList<SnackRow, CardFilters>({
  cache: "history-snacks",
  screen: { title: msg`Snacks` },
  list: cardHistoryApi.snacks,
  size: PAGE_SIZE,
  filters: DAYS,
  rowKey: (s) => s.id,
  columns: snackColumns,
  empty: msg`Aucun achat snacking`,
});

const MERCHANDISE = defineList<SnackRow, CardFilters>({
  cache: "history-merchandise",
  screen: { title: msg`Merchandising` },
  list: cardHistoryApi.snacks,
  size: PAGE_SIZE,
  filters: DAYS,
  rowKey: (s) => s.id,
  columns: snackColumns,
  empty: msg`Aucun achat merchandising`,
});

const GAMES = defineList<GameRow, GameFilters>({
  cache: "history-games",
  screen: { title: msg`Parties` },
  list: cardHistoryApi.games,
  size: PAGE_SIZE,
  filters: { ...DAYS, gameName: "" },
  rowKey: (g) => g.id,
  columns: gameColumns,
  empty: msg`Aucune partie`,
});

/** The games played with staff cards (tests, demonstrations): free, so only their count. */
const STAFF_GAMES = defineList<StaffGameRow, GameFilters>({
  cache: "history-staff-games",
  screen: { title: msg`Parties des employés` },
  list: cardHistoryApi.staffGames,
  size: PAGE_SIZE,
  filters: { ...DAYS, gameName: "" },
  rowKey: (g) => g.id,
  columns: staffGameColumns,
  empty: msg`Aucune partie avec une carte employé`,
});

/** Each list's page, as the API answers it (with `totals`); stable, so the list does not reload. */
const LOAD = {
  purchases: (query: Query<PurchaseFilters>) => call(cardHistoryApi.purchases, { query }),
  snacks: (query: Query<CardFilters>) =>
    call(cardHistoryApi.snacks, { query: { ...query, type: "Snack" } }),
  merchandise: (query: Query<CardFilters>) =>
    call(cardHistoryApi.snacks, { query: { ...query, type: "Merchandising" } }),
  games: (query: Query<GameFilters>) => call(cardHistoryApi.games, { query }),
  staffGames: (query: Query<GameFilters>) => call(cardHistoryApi.staffGames, { query }),
};

/** A tab: its name in the URL, its label, and its list with its filters and totals. */
interface Tab {
  value: HistoryTab;
  label: MessageDescriptor;
  render: () => ReactNode;
}

/** The spec's order: purchases, snacks, merchandise, games played, staff games. */
const TABS: Tab[] = [
  {
    value: "purchaseHistory",
    label: msg`Achats`,
    render: () => (
      <DatedList
        of={PURCHASES}
        load={LOAD.purchases}
        totals={(answer, i18n) =>
          answer.totals && purchaseTotalsLine(answer.totals, i18n, appConfig().currency)
        }
        filters={(list) => <PurchaseFilterFields list={list} />}
      />
    ),
  },
  {
    value: "snackTransaction",
    label: msg`Snacks`,
    render: () => (
      <DatedList
        of={SNACKS}
        load={LOAD.snacks}
        totals={(answer, i18n) => answer.totals && snackTotalsLine(answer.totals, i18n)}
        filters={(list) => <CardFilter list={list} />}
      />
    ),
  },
  {
    value: "merchandising_transaction",
    label: msg`Merchandising`,
    render: () => (
      <DatedList
        of={MERCHANDISE}
        load={LOAD.merchandise}
        totals={(answer, i18n) => answer.totals && snackTotalsLine(answer.totals, i18n)}
        filters={(list) => <CardFilter list={list} />}
      />
    ),
  },
  {
    value: "gameHistory",
    label: msg`Parties`,
    render: () => (
      <DatedList
        of={GAMES}
        load={LOAD.games}
        totals={(answer, i18n) => answer.totals && gameTotalsLine(answer.totals, i18n)}
        filters={(list) => <GameFilterFields list={list} />}
      />
    ),
  },
  {
    value: "staffGameHistory",
    label: msg`Parties des employés`,
    render: () => (
      <DatedList
        of={STAFF_GAMES}
        load={LOAD.staffGames}
        totals={(answer, i18n) => answer.totals && staffGameTotalsLine(answer.totals, i18n)}
        filters={(list) => <GameFilterFields list={list} />}
      />
    ),
  },
];

/** /history: the venue's histories (spec section 2); /history alone opens the purchases. */
export default function HistoryPage() {
  const { t, i18n } = useLingui();
  const { tab: asked } = useParams<{ tab?: string }>();
  const [, navigate] = useLocation();
  const tab = TABS.find((x) => x.value === asked);
  useEffect(() => {
    if (!tab) navigate(paths.history("purchaseHistory"), { replace: true });
  }, [tab, navigate]);
  if (!tab) return null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t`Historiques`}
      </Title>
      <Tabs
        value={tab.value}
        onChange={(v) => v && navigate(paths.history(v as HistoryTab))}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {i18n._(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, render }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab.value && render()}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function CardFilter<T, F extends CardFilters>({ list }: { list: PagedList<T, F> }) {
  const { t } = useLingui();
  return <TextFilter list={list} name="cardNumber" label={t`Numéro de carte`} />;
}

function PurchaseFilterFields<T>({ list }: { list: PagedList<T, PurchaseFilters> }) {
  const { t } = useLingui();
  return (
    <>
      <CardFilter list={list} />
      <ChoiceFilter
        list={list}
        name="type"
        label={t`Type`}
        any={t`Tous les types`}
        labels={PURCHASE_TYPE_LABELS}
      />
      <TextFilter list={list} name="kioskName" label={t`Borne`} />
    </>
  );
}

function GameFilterFields<T>({ list }: { list: PagedList<T, GameFilters> }) {
  const { t } = useLingui();
  return (
    <>
      <CardFilter list={list} />
      <TextFilter list={list} name="gameName" label={t`Jeu`} />
    </>
  );
}
