import { Table } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { ReceiptDetails } from "@/contract/money";
import { paths } from "@/lib/paths";
import { PURCHASE_TYPE_LABELS } from "@/ui/paged-list/history/history-columns";
import { ScreenLink } from "@/ui/screen-link";
import { money } from "./money-labels";

type Covered = ReceiptDetails["purchases"][number];

/** The purchases a receipt or an invoice covers, one per card, each card a link to its page. */
export function CoveredPurchases({ purchases }: { purchases: Covered[] }) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t`Achats couverts`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Carte`}</Table.Th>
            <Table.Th>{t`Type`}</Table.Th>
            <Table.Th ta="right">{t`Unités`}</Table.Th>
            <Table.Th ta="right">{t`Unités bonus`}</Table.Th>
            <Table.Th ta="right">{t`Montant`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {purchases.map((p) => (
            <Table.Tr key={p.purchaseId}>
              <Table.Td>
                <ScreenLink href={paths.card(p.cardNumber)}>
                  {p.publicNumber ?? p.cardNumber}
                </ScreenLink>
              </Table.Td>
              <Table.Td>{i18n._(PURCHASE_TYPE_LABELS[p.type])}</Table.Td>
              <Table.Td ta="right">{p.tokens}</Table.Td>
              <Table.Td ta="right">{p.freeTokens}</Table.Td>
              <Table.Td ta="right">{money(p.amount, i18n.locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
