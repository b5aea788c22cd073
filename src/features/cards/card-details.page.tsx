import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "wouter";
import { ApiError } from "@/lib/api/api-error";
import { getCard } from "@/lib/api/cards.api";
import { errorMessage } from "@/lib/api/error-messages";
import { formatDate } from "@/lib/i18n/format";
import { PageLoader } from "@/ui/page-loader";
import { useRemote } from "@/ui/use-remote";
import { CardActions } from "./card-actions";
import { CardHistoryTabs } from "./card-history-tabs";
import { CardStatus } from "./card-status";

/** /cards/details/{number}: a card's balances, customer, actions and histories. */
export default function CardDetailsPage() {
  const { t, i18n } = useLingui();
  const { number = "" } = useParams<{ number: string }>();
  const card = useRemote(() => getCard(number), [number]);

  if (card.loading && !card.data) return <PageLoader />;
  if (!card.data) {
    const notFound = card.error instanceof ApiError && card.error.status === 404;
    return (
      <Alert color={notFound ? "yellow" : "red"} title={t`Carte ${number}`}>
        {notFound ? <Trans>Aucune carte trouvée</Trans> : i18n._(errorMessage(card.error))}
      </Alert>
    );
  }
  const c = card.data;
  const { publicNumber, number: technicalNumber } = c;
  const customerName = [c.customerFirstName, c.customerLastName].filter(Boolean).join(" ");
  const balances = [
    { label: t`Unités`, value: c.balanceTokens },
    { label: t`Unités bonus`, value: c.balanceFreeTokens },
    { label: t`Total acheté`, value: c.totalPurchasedTokens },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1} size="h2">
              <Trans>Carte {publicNumber}</Trans>
            </Title>
            <CardStatus active={c.isActive} />
          </Group>
          <Text c="dimmed">
            <Trans>Numéro technique {technicalNumber}</Trans>
          </Text>
        </div>
        <CardActions card={c} onChanged={card.setData} />
      </Group>
      <SimpleGrid cols={{ base: 3 }}>
        {balances.map((b) => (
          <Paper key={b.label} withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {b.label}
            </Text>
            <Text fz={32} fw={700} aria-label={b.label}>
              {b.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label={t`Client`}>
            {c.customerId ? (
              <Anchor component={Link} href={`/customers/details/${c.customerId}`}>
                {customerName || `#${c.customerId}`}
              </Anchor>
            ) : (
              <Trans>Aucun client</Trans>
            )}
          </Field>
          <Field label={t`Date d'activation`}>{formatDate(c.activationDate) || "—"}</Field>
          <Field label={t`Date d'expiration`}>{formatDate(c.expirationDate) || "—"}</Field>
        </SimpleGrid>
      </Paper>
      <CardHistoryTabs cardNumber={c.number} />
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}
