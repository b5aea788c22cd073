import { Paper, Stack, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { CardSearch } from "./card-search";
import { RecentCardsList } from "./recent-cards-list";

/**
 * /cards/search: the card search on a page of its own (the same form as the search modal), and
 * the last cards opened on this device (recent-cards-list.tsx).
 */
export default function CardSearchPage() {
  return (
    <Stack maw={720} gap="lg">
      <Title order={1} size="h2">
        <Trans>Rechercher une carte</Trans>
      </Title>
      <Paper withBorder radius="md" p="lg">
        <CardSearch />
      </Paper>
      <RecentCardsList />
    </Stack>
  );
}
