import { Paper, Stack, Text, Title } from "@mantine/core";
import { Plural, Trans } from "@lingui/react/macro";
import { useLiveQuery } from "dexie-react-hooks";
import { db } from "@/lib/offline/db";

/**
 * What this tablet keeps (src/lib/offline/db.ts), said as floor staff would: the cards and pages
 * seen, kept to open without the network and wiped at logout, and the actions not yet sent, kept
 * even after a logout until they reach the server.
 */
export function StoredOnDevice() {
  const counts = useLiveQuery(async () => ({
    cards: await db.cards.count(),
    pages: await db.reads.count(),
    actions: await db.outbox.count(),
  }));
  return (
    <Paper withBorder radius="md" p="md" data-testid="stored-on-device">
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Trans>Ce que cette tablette garde</Trans>
        </Title>
        {counts === undefined ? (
          <Text c="dimmed">…</Text>
        ) : (
          <>
            <Text>
              <Plural
                value={counts.cards}
                _0="Aucune carte consultée pour l'instant."
                one="# carte consultée, pour l'ouvrir même sans réseau."
                other="# cartes consultées, pour les ouvrir même sans réseau."
              />{" "}
              <Plural
                value={counts.pages}
                _0=""
                one="# page vue, pour l'afficher même sans réseau."
                other="# pages vues, pour les afficher même sans réseau."
              />
            </Text>
            <Text c="dimmed" size="sm">
              <Trans>Effacées à la déconnexion : les données des clients ne restent pas ici.</Trans>
            </Text>
            <Text>
              <Plural
                value={counts.actions}
                _0="Aucune action en attente d'envoi."
                one="# action en attente d'envoi : elle reste ici, même après une déconnexion, jusqu'à ce que le serveur la reçoive."
                other="# actions en attente d'envoi : elles restent ici, même après une déconnexion, jusqu'à ce que le serveur les reçoive."
              />
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
