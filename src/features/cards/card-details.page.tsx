import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "wouter";
import { holderName } from "@/contract/cards";
import { ApiError, NetworkError } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-messages";
import { formatDate } from "@/lib/i18n/format";
import { DataAge } from "@/ui/offline/data-age";
import { LazyPart, partLoader } from "@/ui/lazy-part";
import { DetailsSkeleton } from "@/ui/details-skeleton";
import { CardActions } from "./card-actions";
import { CardStatus } from "./card-status";
import { prefetchCard, useCard } from "./use-card";
import { useNoteOpenedCard } from "./recent-cards";
import { paths } from "@/lib/paths";

// The histories (their tables, paging and exports) come after the card's balances have shown:
// their code and the screens' texts are asked for once the card is painted (src/ui/lazy-part.tsx),
// and kept. The page's own words are in the start's catalogue (lingui.config.ts).
const historiesPart = partLoader(
  () => import("./card-history-tabs").then((m) => ({ default: m.CardHistoryTabs })),
  { screenTexts: true },
);

/** Opened at start-up (a scan, a link): the card is asked for with this code (route-table.ts). */
export const prefetch = ({ number = "" }: { number?: string }) => prefetchCard(number);

/**
 * /cards/details/{number}: a card's balances, customer, actions and histories. Cache-first: a
 * card seen before opens at once, offline too, with its pending actions applied and marked.
 */
export default function CardDetailsPage() {
  const { t, i18n } = useLingui();
  const { number = "" } = useParams<{ number: string }>();
  const view = useCard(number);
  useNoteOpenedCard(view.card); // the search page's last cards opened

  if (view.loading) return <DetailsSkeleton stats={3} facts={3} section={320} />;
  if (!view.card) {
    const notFound = view.error instanceof ApiError && view.error.status === 404;
    const offline = view.error instanceof NetworkError;
    return (
      <Alert color={notFound ? "yellow" : offline ? "orange" : "red"} title={t`Carte ${number}`}>
        {notFound ? (
          <Trans>Aucune carte trouvée</Trans>
        ) : offline ? (
          <Trans>
            Cette carte n'a pas encore été consultée sur cet appareil : elle s'affichera au retour
            du réseau.
          </Trans>
        ) : (
          i18n._(errorMessage(view.error))
        )}
      </Alert>
    );
  }
  const c = view.card;
  const waiting = view.pending.length;
  const { publicNumber, number: technicalNumber } = c;
  const customerName = holderName(c) ?? "";
  // Balances pending actions may change are shown in amber (the yellow badges' ink, readable in
  // both schemes: src/app/theme.ts) until the server has them.
  const balances = [
    { label: t`Unités`, value: c.balanceTokens, pending: waiting > 0 },
    { label: t`Unités bonus`, value: c.balanceFreeTokens, pending: waiting > 0 },
    { label: t`Total acheté`, value: c.totalPurchasedTokens, pending: false },
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
            {waiting > 0 && (
              <Badge color="yellow" variant="light">
                <Plural value={waiting} one="# action en attente" other="# actions en attente" />
              </Badge>
            )}
          </Group>
          <Text c="dimmed">
            <Trans>Numéro technique {technicalNumber}</Trans>
          </Text>
        </div>
        <CardActions card={c} />
      </Group>
      <DataAge fetchedAt={view.fetchedAt} stale={view.stale} />
      <SimpleGrid cols={{ base: 3 }}>
        {balances.map((b) => (
          <Paper key={b.label} withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {b.label}
            </Text>
            <Text
              fz={32}
              fw={700}
              aria-label={b.label}
              c={b.pending ? "var(--mantine-color-yellow-light-color)" : undefined}
            >
              {b.value.toLocaleString(i18n.locale)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label={t`Client`}>
            {c.customerId ? (
              <Anchor component={Link} href={paths.customer(c.customerId)}>
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
      <LazyPart
        load={historiesPart}
        fallback={<Skeleton height={320} radius="md" aria-hidden />}
        props={{
          cardNumber: c.number,
          revision: [c.isActive, c.balanceTokens, c.balanceFreeTokens, c.customerId].join("/"),
        }}
      />
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
