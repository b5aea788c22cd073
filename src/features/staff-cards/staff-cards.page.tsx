import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { hasRight } from "@/contract/rights";
import type { StaffCard } from "@/contract/staff-cards";
import { errorMessage } from "@/lib/api/error-messages";
import { deleteStaffCard, listStaffCards } from "@/lib/api/staff-cards.api";
import { useSession } from "@/lib/session/session";
import { notify } from "@/ui/notify";
import { DataAge } from "@/ui/offline/data-age";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { StaffCardFormModal } from "./staff-card-form";
import { StaffCardRow } from "./staff-card-row";

/** Staff cards: cards employees play staff games with; added, edited and deleted by right. */
export default function StaffCardsPage() {
  const { t, i18n } = useLingui();
  const rights = useSession()?.claims.role_rights ?? [];
  const cards = useCachedRead("staff-cards", listStaffCards);
  // undefined: closed; null: adding; a card: editing it.
  const [editing, setEditing] = useState<StaffCard | null>();
  const canEdit = hasRight(rights, "STAFFCARD_ADD_UPDATE");
  const canDelete = hasRight(rights, "STAFFCARD_DELETE");

  async function remove(card: StaffCard) {
    try {
      await deleteStaffCard(card.number);
      notify("success", t`Carte employé supprimée`);
    } catch (error) {
      notify(
        "error",
        i18n._(errorMessage(error)),
        t`Erreur lors de la suppression de la carte employé`,
      );
    }
    cards.reload();
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <Trans>Cartes employés</Trans>
        </Title>
        {canEdit && (
          <Button onClick={() => setEditing(null)}>
            <Trans>Ajouter une carte employé</Trans>
          </Button>
        )}
      </Group>
      {cards.error !== undefined && (
        <Alert color="red" title={t`Chargement impossible`}>
          <Group justify="space-between">
            <Text>{i18n._(errorMessage(cards.error))}</Text>
            <Button variant="light" onClick={cards.reload}>
              <Trans>Réessayer</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {cards.loading && <Loader aria-label={t`Chargement`} />}
      <DataAge fetchedAt={cards.fetchedAt} stale={cards.stale} />
      {cards.data && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={520}>
            <Table striped verticalSpacing="sm" aria-label={t`Cartes employés`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Numéro`}</Table.Th>
                  <Table.Th>{t`Numéro public`}</Table.Th>
                  <Table.Th>{t`Employé`}</Table.Th>
                  <Table.Th>{t`État`}</Table.Th>
                  {(canEdit || canDelete) && <Table.Th aria-label={t`Actions`} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cards.data.map((card) => (
                  <StaffCardRow
                    key={card.number}
                    card={card}
                    onEdit={canEdit ? () => setEditing(card) : undefined}
                    onDelete={canDelete ? () => remove(card) : undefined}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {cards.data.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              <Trans>Aucune carte employé</Trans>
            </Text>
          )}
        </Paper>
      )}
      <StaffCardFormModal
        opened={editing !== undefined}
        card={editing ?? undefined}
        onClose={() => setEditing(undefined)}
        onSaved={cards.reload}
      />
    </Stack>
  );
}
