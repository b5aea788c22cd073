import { Group, SimpleGrid, Table, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { CustomerInvoiceDetails } from "@/contract/money";
import { money, vatRate } from "./money-labels";

/** An invoice's lines as its PDF prints them: HT, VAT and TTC of each (server/invoices/invoice.ts). */
export function InvoiceLines({ invoice }: { invoice: CustomerInvoiceDetails }) {
  const { t, i18n } = useLingui();
  const euros = (amount: number) => money(amount, i18n.locale);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t`Lignes de la facture`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Désignation`}</Table.Th>
            <Table.Th ta="right">{t`Quantité`}</Table.Th>
            <Table.Th ta="right">{t`Prix unitaire HT`}</Table.Th>
            <Table.Th ta="right">{t`TVA`}</Table.Th>
            <Table.Th ta="right">{t`Total HT`}</Table.Th>
            <Table.Th ta="right">{t`Montant TVA`}</Table.Th>
            <Table.Th ta="right">{t`Total TTC`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>{line.designation}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{euros(line.unitPriceHt)}</Table.Td>
              <Table.Td ta="right">{vatRate(line.vatRate, i18n.locale)}</Table.Td>
              <Table.Td ta="right">{euros(line.totalHt)}</Table.Td>
              <Table.Td ta="right">{euros(line.vat)}</Table.Td>
              <Table.Td ta="right">{euros(line.totalTtc)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The VAT per rate (base HT and VAT), then the invoice's totals HT, VAT and TTC. */
export function InvoiceTotals({ invoice }: { invoice: CustomerInvoiceDetails }) {
  const { t, i18n } = useLingui();
  const euros = (amount: number) => money(amount, i18n.locale);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Table aria-label={t`TVA par taux`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Taux de TVA`}</Table.Th>
            <Table.Th ta="right">{t`Base HT`}</Table.Th>
            <Table.Th ta="right">{t`Montant TVA`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.vatByRate.map((v) => (
            <Table.Tr key={v.rate}>
              <Table.Td>{vatRate(v.rate, i18n.locale)}</Table.Td>
              <Table.Td ta="right">{euros(v.baseHt)}</Table.Td>
              <Table.Td ta="right">{euros(v.vat)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <dl data-testid="invoice-totals" style={{ margin: 0 }}>
        <Total label={t`Total HT`} value={euros(invoice.totalHt)} />
        <Total label={t`Total TVA`} value={euros(invoice.totalVat)} />
        <Total label={t`Total TTC`} value={euros(invoice.totalTtc)} strong />
      </dl>
    </SimpleGrid>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? 700 : 500;
  return (
    <Group justify="space-between" py={6} wrap="nowrap">
      <Text component="dt" fw={weight}>
        {label}
      </Text>
      <Text component="dd" fw={weight} m={0} ta="right" size={strong ? "lg" : undefined}>
        {value}
      </Text>
    </Group>
  );
}
