import { ListTime } from "@/ui/list-time";
import { Text } from "@mantine/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CardOperation } from "@/contract/cards";
import { cardHistoryApi } from "@/contract/cards.endpoints";
import { call } from "@/lib/api/call";
import { PagedTable, type Column } from "@/ui/paged-list/paged-table";
import { usePagedList } from "@/ui/paged-list/use-paged-list";

const PAGE_SIZE = 10;

/** What was done, in words: the operation and its figures. */
function useDescribe() {
  const { t, i18n } = useLingui();
  const n = (value: number | null) => Math.abs(value ?? 0).toLocaleString(i18n.locale);
  return (o: CardOperation): string => {
    const tokens = n(o.tokens);
    const freeTokens = n(o.freeTokens);
    const units = Math.abs(o.amount ?? 0);
    const other = o.otherCard ?? "—";
    const customer = o.customerName ?? "—";
    switch (o.kind) {
      case "bonus":
        return (o.amount ?? 0) >= 0
          ? i18n._(
              msg({
                message: plural(units, {
                  one: "# unité bonus ajoutée",
                  other: "# unités bonus ajoutées",
                }),
              }),
            )
          : i18n._(
              msg({
                message: plural(units, {
                  one: "# unité bonus retirée",
                  other: "# unités bonus retirées",
                }),
              }),
            );
      case "enable":
        return t`Carte activée`;
      case "disable":
        return t`Carte désactivée`;
      case "transfer_out":
        return t`Transférée sur la carte ${other} : ${tokens} unités et ${freeTokens} unités bonus`;
      case "transfer_in":
        return t`Reçue de la carte ${other} : ${tokens} unités et ${freeTokens} unités bonus`;
      case "recycle":
        return t`Recyclée : ${tokens} unités et ${freeTokens} unités bonus perdues`;
      case "assign":
        return t`Associée à ${customer}`;
      case "unassign":
        return t`Retirée de ${customer}`;
    }
  };
}

/** The card's "Opérations" tab: every manual operation, who and when, newest first. */
export function Operations({ cardNumber, revision }: { cardNumber: string; revision: string }) {
  const { t } = useLingui();
  const describe = useDescribe();
  const list = usePagedList({
    cache: "card-operations",
    load: (q) => call(cardHistoryApi.operations, { query: { ...q, cardNumber } }),
    size: PAGE_SIZE,
    deps: [cardNumber, revision],
  });
  const columns: Column<CardOperation>[] = [
    { key: "date", header: t`Date`, compact: true, render: (o) => <ListTime value={o.date} /> },
    {
      key: "what",
      header: t`Opération`,
      render: (o) => (
        <>
          {describe(o)}
          {o.comment && (
            <Text size="sm" c="dimmed">
              {o.comment}
            </Text>
          )}
        </>
      ),
    },
    { key: "who", header: t`Par`, render: (o) => o.employeeName ?? "—" },
  ];
  return (
    <PagedTable
      list={list}
      columns={columns}
      rowKey={(o) => o.id}
      empty={<Trans>Aucune opération sur cette carte</Trans>}
      label={t`Opérations`}
    />
  );
}
