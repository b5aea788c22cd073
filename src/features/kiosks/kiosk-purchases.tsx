import { ListTime } from "@/ui/list-time";
import { Alert, Button, Group, Table, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { errorMessage } from "@/lib/api/error-messages";
import { kiosksApi } from "@/contract/kiosks.endpoints";
import { valuesOf } from "@/lib/api/call";
import { formatMoney } from "@/lib/i18n/format";
import { isLocale } from "@/lib/i18n/i18n";
import { RowsSkeleton } from "@/ui/details-skeleton";
import { DataAge } from "@/ui/offline/data-age";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { PAYMENT_METHOD_LABELS } from "./kiosk-labels";

/**
 * What one kiosk sold (spec section 7), cache-first: offline, what was last seen, with its age; a
 * failed load with nothing cached offers a retry.
 */
export function KioskPurchases({ serialNumber }: { serialNumber: string }) {
  const { t, i18n } = useLingui();
  const purchases = useCachedRead(`kiosk-purchases:${serialNumber}`, () =>
    valuesOf(kiosksApi.purchases, { query: { serialNumber } }),
  );
  const locale = isLocale(i18n.locale) ? i18n.locale : "fr";

  if (purchases.loading) return <RowsSkeleton rows={4} />;
  if (purchases.error !== undefined) {
    return (
      <Alert color="red" title={t`Impossible de charger l'historique de la borne`}>
        <Group justify="space-between">
          <Text>{i18n._(errorMessage(purchases.error))}</Text>
          <Button variant="light" onClick={purchases.reload}>
            <Trans>Réessayer</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }
  const rows = purchases.data ?? [];
  if (rows.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Aucun achat sur cette borne</Trans>
      </Text>
    );
  }
  return (
    <>
      <DataAge fetchedAt={purchases.fetchedAt} stale={purchases.stale} />
      <Table.ScrollContainer minWidth={420}>
        <Table striped verticalSpacing="xs" aria-label={t`Historique des achats`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Date</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Carte</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Unités</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Montant</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Paiement</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <ListTime value={p.date} />
                </Table.Td>
                <Table.Td>{p.cardNumber ?? "—"}</Table.Td>
                <Table.Td ta="right">{p.tokens}</Table.Td>
                <Table.Td ta="right">{formatMoney(p.amount, locale)}</Table.Td>
                <Table.Td>{i18n._(PAYMENT_METHOD_LABELS[p.paymentMethod])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
