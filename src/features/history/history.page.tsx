import {
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, type ReactNode } from "react";
import { useLocation, useParams } from "wouter";
import type { Paged } from "@/contract/paging";
import { addDays, HISTORY_MAX_DAYS, PURCHASE_TYPES } from "@/contract/cards";
import { cardHistoryApi } from "@/contract/cards.endpoints";
import { call } from "@/lib/api/call";
import { appConfig } from "@/lib/api/app-config";
import { DATE_FORMAT } from "@/lib/i18n/format";
import { paths, type HistoryTab } from "@/lib/paths";
import { ExportButton } from "@/ui/paged-list/export-button";
import {
  todayRange,
  thisWeekRange,
  yesterdayRange,
  type DayRange,
} from "@/ui/paged-list/history/date-ranges";
import {
  gameColumns,
  historyTableColumns,
  purchaseColumns,
  PURCHASE_TYPE_LABELS,
  snackColumns,
  type GameRow,
  type PurchaseRow,
  type SnackRow,
} from "@/ui/paged-list/history/history-columns";
import {
  gameTotalsLine,
  purchaseTotalsLine,
  snackTotalsLine,
} from "@/ui/paged-list/history/history-totals";
import { PagedTable } from "@/ui/paged-list/paged-table";
import { defineList, type ListDeclaration } from "@/ui/paged-list/resource-list";
import { usePagedList, type PagedList } from "@/ui/paged-list/use-paged-list";

const TABS: readonly HistoryTab[] = ["purchaseHistory", "snackTransaction", "gameHistory"];
const PAGE_SIZE = 10;

/** The filters every history has: the days (both included) and the card. */
type DayFilters = { from: string; to: string; cardNumber: string };
type PurchaseFilters = DayFilters & { type: string; kioskName: string };
type GameFilters = DayFilters & { gameName: string };

const DAYS: DayFilters = { from: "", to: "", cardNumber: "" };

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

const SNACKS = defineList<SnackRow, DayFilters>({
  cache: "history-snacks",
  screen: { title: msg`Snacks` },
  list: cardHistoryApi.snacks,
  size: PAGE_SIZE,
  filters: DAYS,
  rowKey: (s) => s.id,
  columns: snackColumns,
  empty: msg`Aucun achat snacking`,
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

/** Each list's page, as the API answers it (with `totals`); stable, so the list does not reload. */
const LOAD = {
  purchases: (query: PurchaseFilters & { page: number; size: number }) =>
    call(cardHistoryApi.purchases, { query }),
  snacks: (query: DayFilters & { page: number; size: number }) =>
    call(cardHistoryApi.snacks, { query }),
  games: (query: GameFilters & { page: number; size: number }) =>
    call(cardHistoryApi.games, { query }),
};

/** /history: the venue's histories (spec section 2); /history alone opens the purchases. */
export default function HistoryPage() {
  const { t } = useLingui();
  const { tab: asked } = useParams<{ tab?: string }>();
  const [, navigate] = useLocation();
  const tab = TABS.find((x) => x === asked);
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
        value={tab}
        onChange={(v) => v && navigate(paths.history(v as HistoryTab))}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="purchaseHistory">{t`Achats`}</Tabs.Tab>
          <Tabs.Tab value="snackTransaction">{t`Snacks`}</Tabs.Tab>
          <Tabs.Tab value="gameHistory">{t`Parties`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="purchaseHistory" pt="md">
          <HistoryList
            of={PURCHASES}
            load={LOAD.purchases}
            totals={(answer, i18n) =>
              answer.totals && purchaseTotalsLine(answer.totals, i18n, appConfig().currency)
            }
            filters={(list) => (
              <>
                <TypeFilter list={list} />
                <TextFilter list={list} name="kioskName" label={t`Borne`} />
              </>
            )}
          />
        </Tabs.Panel>
        <Tabs.Panel value="snackTransaction" pt="md">
          <HistoryList
            of={SNACKS}
            load={LOAD.snacks}
            totals={(answer, i18n) => answer.totals && snackTotalsLine(answer.totals, i18n)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="gameHistory" pt="md">
          <HistoryList
            of={GAMES}
            load={LOAD.games}
            totals={(answer, i18n) => answer.totals && gameTotalsLine(answer.totals, i18n)}
            filters={(list) => <TextFilter list={list} name="gameName" label={t`Jeu`} />}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

interface HistoryListProps<T, F extends DayFilters, A extends Paged<T>> {
  /** The list's declaration: its title, columns, filters, cache. */
  of: ListDeclaration<T, F>;
  /** A page of its endpoint (the declaration's `list`), with the totals of the filtered rows. */
  load: (query: { page: number; size: number } & F) => Promise<A>;
  /** The totals in words. */
  totals: (answer: A, i18n: I18n) => string | undefined;
  /** The list's own filters, after the card's number. */
  filters?: (list: PagedList<T, F>) => ReactNode;
}

/** One history: its filters, the totals of the rows they select, then the rows. */
function HistoryList<T, F extends DayFilters, A extends Paged<T>>({
  of,
  load,
  totals,
  filters,
}: HistoryListProps<T, F, A>) {
  const { t, i18n } = useLingui();
  const source = useMemo(
    () => ({ cache: of.cache, size: of.size, filters: of.filters, load }),
    [of, load],
  );
  const list = usePagedList<T, F>(source);
  const title = i18n._(of.screen.title);
  // The answer is the one `load` gave (the cache keeps it whole).
  const line = list.answer && totals(list.answer as A, i18n);
  return (
    <Stack gap="md">
      <DaysFilter list={list} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextFilter list={list} name="cardNumber" label={t`Numéro de carte`} />
        {filters?.(list)}
      </SimpleGrid>
      <Text fw={600} aria-live="polite" data-testid="history-totals" mih="1.5em">
        {line}
      </Text>
      <PagedTable
        list={list}
        columns={historyTableColumns(of.columns, i18n, { withCard: true })}
        rowKey={of.rowKey}
        empty={i18n._(of.empty)}
        label={title}
        columnsKey={of.cache}
        toolbar={
          list.total > 0 && (
            <ExportButton
              title={title}
              columns={of.columns}
              source={source}
              filters={list.filters}
              sort={list.sort}
              sample={list.rows[0]}
            />
          )
        }
      />
    </Stack>
  );
}

/** The days, picked as a range or in one tap: today, yesterday, this week. */
function DaysFilter<T, F extends DayFilters>({ list }: { list: PagedList<T, F> }) {
  const { t } = useLingui();
  const { from, to } = list.filters;
  const pick = ({ from: first, to: last }: DayRange) => {
    list.setFilter("from", first);
    list.setFilter("to", last);
  };
  const shortcuts: [string, (now: Date) => DayRange][] = [
    [t`Aujourd'hui`, todayRange],
    [t`Hier`, yesterdayRange],
    [t`Cette semaine`, thisWeekRange],
  ];
  return (
    <Group align="flex-end" gap="sm">
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        // The API reads at most a year at once: past it, the second day cannot be picked.
        maxDate={from && !to ? addDays(from, HISTORY_MAX_DAYS - 1) : undefined}
        label={t`Jours`}
        placeholder={t`Tous les jours`}
        valueFormat={DATE_FORMAT}
        value={[from || null, to || null]}
        onChange={([first, last]) => pick({ from: first ?? "", to: last ?? "" })}
        clearable
        clearButtonProps={{ "aria-label": t`Effacer les jours` }}
        miw={260}
        size="md"
      />
      {shortcuts.map(([label, range]) => (
        <Button key={label} variant="light" size="md" onClick={() => pick(range(new Date()))}>
          {label}
        </Button>
      ))}
    </Group>
  );
}

function TextFilter<T, F extends DayFilters>({
  list,
  name,
  label,
}: {
  list: PagedList<T, F>;
  name: keyof F & string;
  label: string;
}) {
  return (
    <TextInput
      label={label}
      type="search"
      size="md"
      value={String(list.filters[name] ?? "")}
      onChange={(e) => list.setFilter(name, e.currentTarget.value)}
    />
  );
}

function TypeFilter<T>({ list }: { list: PagedList<T, PurchaseFilters> }) {
  const { t, i18n } = useLingui();
  return (
    <Select
      label={t`Type`}
      placeholder={t`Tous les types`}
      size="md"
      data={PURCHASE_TYPES.map((type) => ({
        value: type,
        label: i18n._(PURCHASE_TYPE_LABELS[type]),
      }))}
      value={list.filters.type || null}
      onChange={(next) => list.setFilter("type", next ?? "")}
      clearable
    />
  );
}
