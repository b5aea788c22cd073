import { Button, Group, NavLink, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLiveQuery } from "dexie-react-hooks";
import { Link } from "wouter";
import { db as defaultDb, type BackOfficeDb } from "@/lib/offline/db";
import { paths } from "@/lib/paths";
import { HitLines, useHitText } from "./card-search-hit";
import { clearRecentCards, openedOf, readRecent, type RecentCard } from "./recent-cards";

/** The list, each card as last seen; undefined while it is read. */
function useRecentCards(database: BackOfficeDb = defaultDb): RecentCard[] | undefined {
  return useLiveQuery(async () => {
    const recent = await readRecent(database);
    const seen = await database.cards.bulkGet(recent.map((c) => c.number));
    return recent.map((entry, i) => {
      const card = seen[i]?.card;
      return card ? { ...openedOf(card), openedAt: entry.openedAt } : entry;
    });
  }, [database]);
}

/**
 * The search page's "last cards opened on this device" (recent-cards.ts): a link to each, newest
 * first, with its customer and balances as last seen, and a way to clear the list.
 */
export function RecentCardsList() {
  const { t } = useLingui();
  const recent = useRecentCards();
  const textOf = useHitText();
  if (recent === undefined) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recent-cards-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="recent-cards-title">
            <Trans>Dernières cartes ouvertes</Trans>
          </Title>
          {recent.length > 0 && (
            <Button variant="subtle" color="gray" onClick={() => void clearRecentCards()}>
              <Trans>Effacer la liste</Trans>
            </Button>
          )}
        </Group>
        {recent.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>
              Aucune carte ouverte sur cet appareil pour l'instant : les cartes que vous ouvrez
              s'afficheront ici.
            </Trans>
          </Text>
        ) : (
          <Stack gap={0} component="ul" aria-label={t`Dernières cartes ouvertes`} m={0} p={0}>
            {recent.map((card) => (
              <li key={card.number} style={{ listStyle: "none" }}>
                <NavLink
                  component={Link}
                  href={paths.card(card.number)}
                  label={<HitLines text={textOf(card)} active={card.isActive} />}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
