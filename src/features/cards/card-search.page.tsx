import { Paper, Stack, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { CardSearch } from "./card-search";

/** /cards/search: the card search on a page of its own (the same form as the search modal). */
export default function CardSearchPage() {
  return (
    <Stack maw={720} gap="lg">
      <Title order={1} size="h2">
        <Trans>Rechercher une carte</Trans>
      </Title>
      <Paper withBorder radius="md" p="lg">
        <CardSearch />
      </Paper>
    </Stack>
  );
}
