import { Anchor, Badge, Group, Paper, Table, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Customer } from "@/contract/customers";
import { paths } from "@/lib/paths";

/**
 * The customer's cards; each opens its card page (the cards area owns that screen, and `add`, its
 * action that gives the customer another card).
 */
export function CustomerCards({ cards, add }: { cards: Customer["cards"]; add: ReactNode }) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          <Trans>Cartes du client</Trans>
        </Title>
        {add}
      </Group>
      {cards.length === 0 ? (
        <Text c="dimmed">
          <Trans>Aucune carte liée à ce client</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped verticalSpacing="sm" aria-label={t`Cartes du client`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Numéro public`}</Table.Th>
                <Table.Th>{t`Numéro`}</Table.Th>
                <Table.Th ta="right">{t`Unités`}</Table.Th>
                <Table.Th ta="right">{t`Unités bonus`}</Table.Th>
                <Table.Th>{t`État`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cards.map((card) => (
                <Table.Tr key={card.number}>
                  <Table.Td>
                    <Anchor component={Link} href={paths.card(card.number)}>
                      {card.publicNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{card.number}</Table.Td>
                  <Table.Td ta="right">{card.balanceTokens}</Table.Td>
                  <Table.Td ta="right">{card.balanceFreeTokens}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={card.isActive ? "teal" : "gray"}
                      variant="light"
                      miw="max-content"
                    >
                      {card.isActive ? t`Active` : t`Inactive`}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
