import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { useSession } from "@/lib/session/session";
import { Icon } from "@/ui/icons";
import { MenuIcon } from "@/ui/menu-icons";
import { useShortcuts } from "@/ui/navigation-context";
import { useOpenCardSearch } from "@/ui/card-search-launcher";

export default function HomePage() {
  const { i18n } = useLingui();
  const session = useSession();
  const shortcuts = useShortcuts();
  const openCardSearch = useOpenCardSearch();
  const firstName = session?.claims.name.split(" ")[0] ?? "";

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          <Trans>Bonjour {firstName}</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Que voulez-vous faire ?</Trans>
        </Text>
      </div>
      {openCardSearch && (
        // The floor's first gesture: the card in hand, in one tap (camera, or number and names).
        <Group gap="md" maw={760} grow preventGrowOverflow={false}>
          <Button
            size="xl"
            leftSection={<Icon name="scan" size={28} />}
            onClick={() => openCardSearch({ scan: true })}
          >
            <Trans>Scanner une carte</Trans>
          </Button>
          <Button
            size="xl"
            variant="light"
            leftSection={<Icon name="search" size={28} />}
            onClick={() => openCardSearch()}
          >
            <Trans>Rechercher une carte</Trans>
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {shortcuts.map((shortcut) => (
          <Card
            key={shortcut.path}
            component={Link}
            href={shortcut.path}
            withBorder
            radius="md"
            padding="lg"
            style={{ minHeight: 120 }}
          >
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size={48} radius="md" variant="light">
                <MenuIcon name={shortcut.icon} size={28} />
              </ThemeIcon>
              <div>
                <Text fw={600} size="lg">
                  {i18n._(shortcut.label)}
                </Text>
                <Text c="dimmed" size="sm">
                  {i18n._(shortcut.description)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
