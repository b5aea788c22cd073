import { Button, Group, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";
import type { Card } from "@/contract/cards";
import { listCards } from "@/lib/api/cards.api";
import { useCan } from "@/lib/session/use-can";
import { PagedTable, type Column } from "@/ui/paged-list/paged-table";
import { rememberCards } from "@/lib/offline/card-cache";
import { usePagedList } from "@/ui/paged-list/use-paged-list";
import { CardFormModal } from "./card-form-modal";
import { CardStatus } from "./card-status";

/** /cards: every card, 20 a page, filtered by number and by the customer's names. */
/** Card rows are cards the outbox acts on: pending effects show, accepted ones refresh the page. */
const CARD_ENTITIES = { kind: "card", of: (card: Card) => card.number };

export default function CardListPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const canAdd = useCan("CARD_ADD");
  const [adding, setAdding] = useState(false);
  const list = usePagedList({
    cache: "cards",
    load: listCards,
    entities: CARD_ENTITIES,
    remember: rememberCards,
    size: 20,
    filters: { filterOnNumber: "", filterOnFirstName: "", filterOnLastName: "" },
  });
  const columns: Column<Card>[] = [
    { key: "number", header: t`Numéro`, render: (c) => c.number },
    { key: "publicNumber", header: t`Numéro public`, render: (c) => c.publicNumber },
    {
      key: "customer",
      header: t`Client`,
      render: (c) => [c.customerFirstName, c.customerLastName].filter(Boolean).join(" ") || "—",
    },
    { key: "tokens", header: t`Unités`, render: (c) => c.balanceTokens, align: "right" },
    {
      key: "free",
      header: t`Unités bonus`,
      render: (c) => c.balanceFreeTokens,
      align: "right",
      visibleFrom: "sm",
    },
    { key: "status", header: t`État`, render: (c) => <CardStatus active={c.isActive} /> },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <Trans>Cartes</Trans>
        </Title>
        {canAdd && (
          <Button onClick={() => setAdding(true)}>
            <Trans>Ajouter une carte</Trans>
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t`Numéro`}
          value={list.filters.filterOnNumber}
          onChange={(e) => list.setFilter("filterOnNumber", e.currentTarget.value)}
        />
        <TextInput
          label={t`Prénom`}
          value={list.filters.filterOnFirstName}
          onChange={(e) => list.setFilter("filterOnFirstName", e.currentTarget.value)}
        />
        <TextInput
          label={t`Nom`}
          value={list.filters.filterOnLastName}
          onChange={(e) => list.setFilter("filterOnLastName", e.currentTarget.value)}
        />
      </SimpleGrid>
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(c) => c.number}
        onRowClick={(c) => navigate(`/cards/details/${encodeURIComponent(c.number)}`)}
        empty={<Trans>Aucune carte trouvée</Trans>}
        label={t`Cartes`}
      />
      <CardFormModal
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={(card) => navigate(`/cards/details/${encodeURIComponent(card.number)}`)}
      />
    </Stack>
  );
}
