/**
 * A details page while it loads: the shape of what comes (a title and its actions, big numbers,
 * labelled values, a section), grey and still, in place of a spinner, so nothing jumps when the
 * data arrives. Light on purpose: the card page shows it first (src/features/cards).
 */
import { Group, Paper, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";

interface Props {
  /** Big numbers in a row (a card's balances). */
  stats?: number;
  /** Labelled values in the first panel. */
  facts?: number;
  /** Columns of that panel from a landscape tablet up. */
  factColumns?: number;
  /** Height of the section below (histories, a customer's cards); none: no section. */
  section?: number;
}

export function DetailsSkeleton({ stats = 0, facts = 6, factColumns = 3, section }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="lg" role="status" aria-label={t`Chargement`} aria-busy>
      <Group justify="space-between" align="flex-start">
        <div>
          <Skeleton height={32} width={260} radius="sm" />
          <Skeleton height={16} width={180} radius="sm" mt={10} />
        </div>
        <Group gap="sm">
          <Skeleton height={44} width={120} />
          <Skeleton height={44} width={120} />
        </Group>
      </Group>
      {stats > 0 && (
        <SimpleGrid cols={stats}>
          {Array.from({ length: stats }, (_, i) => (
            <Paper key={i} withBorder radius="md" p="md">
              <Skeleton height={14} width="50%" radius="sm" />
              <Skeleton height={36} width="40%" radius="sm" mt={12} />
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {facts > 0 && (
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: Math.min(2, factColumns), sm: factColumns }}>
            {Array.from({ length: facts }, (_, i) => (
              <div key={i}>
                <Skeleton height={14} width="40%" radius="sm" />
                <Skeleton height={20} width="70%" radius="sm" mt={8} />
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      )}
      {section !== undefined && <Skeleton height={section} radius="md" />}
    </Stack>
  );
}

/** Rows of a table while they load (a kiosk's purchases): `rows` grey bars of a row's height. */
export function RowsSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <Stack gap={6} role="status" aria-label={t`Chargement`} aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={44} radius="sm" />
      ))}
    </Stack>
  );
}
