import { Button, Stack, Text, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";
import { paths } from "@/lib/paths";
import { usePageTitle } from "./use-page-title";

/**
 * An address that names no screen (a mistyped link, an old bookmark): said as such in the shell,
 * with the way home, rather than landing on the home as if the link had worked.
 */
export function NotFound() {
  const [location] = useLocation();
  usePageTitle(undefined);
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        <Trans>Page introuvable</Trans>
      </Title>
      <Text>
        <Trans>L'adresse {location} ne mène à aucun écran du back-office.</Trans>
      </Text>
      <div>
        <Button component={Link} href={paths.home}>
          <Trans>Retour à l'accueil</Trans>
        </Button>
      </div>
    </Stack>
  );
}
