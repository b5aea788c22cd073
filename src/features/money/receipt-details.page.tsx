import { Badge, Group, List, Text, Title } from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "wouter";
import type { ReceiptDetails } from "@/contract/money";
import { receiptsApi } from "@/contract/money.endpoints";
import { call } from "@/lib/api/call";
import { formatDateTime } from "@/lib/i18n/format";
import { SCREENS } from "@/lib/screens";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { CoveredPurchases } from "./covered-purchases";
import { Facts, Loaded, Section } from "@/ui/details-parts";
import {
  BANK_STATE_COLORS,
  BANK_STATE_LABELS,
  BANK_TYPE_LABELS,
  money,
  PAYMENT_METHOD_LABELS,
} from "./money-labels";
import { BankTransactionLink, InvoiceLink } from "./money-links";

/**
 * /receipt/details/{number} (RECEIPT_READ): a receipt, the purchases it covers (one per card),
 * the bank transactions that paid it and the customer invoice made of it (src/contract/money.ts).
 */
export default function ReceiptDetailsPage() {
  const { t } = useLingui();
  const { number = "" } = useParams<{ number: string }>();
  const id = Number(number);
  const read = useCachedRead(`receipt:${id}`, () => call(receiptsApi.one, { params: { id } }));
  return (
    <Loaded
      read={read}
      title={t`Ticket de caisse`}
      notFound={t`Ce ticket de caisse n'existe pas`}
      back={SCREENS.receipts.path}
    >
      {(receipt) => <Receipt receipt={receipt} />}
    </Loaded>
  );
}

function Receipt({ receipt: r }: { receipt: ReceiptDetails }) {
  const { t, i18n } = useLingui();
  const { number } = r;
  return (
    <>
      <Title order={1} size="h2">
        <Trans>Ticket de caisse n° {number}</Trans>
      </Title>
      <Facts
        facts={[
          [t`Date`, formatDateTime(r.date)],
          [t`Montant`, money(r.amount, i18n.locale)],
          [t`Borne`, r.kioskName],
          [t`Moyen de paiement`, i18n._(PAYMENT_METHOD_LABELS[r.paymentMethod])],
          [t`Unités`, r.tokens],
          [t`Unités bonus`, r.freeTokens],
          [t`Facture client`, <InvoiceLink key="invoice" number={r.invoiceNumber} />],
        ]}
      />
      <Section
        title={<Plural value={r.cardCount} one="Achats (# carte)" other="Achats (# cartes)" />}
      >
        <CoveredPurchases purchases={r.purchases} />
      </Section>
      <Section title={t`Transactions bancaires`}>
        {r.bankTransactions.length === 0 ? (
          <Text c="dimmed">
            <Trans>Aucune transaction bancaire</Trans>
          </Text>
        ) : (
          <List listStyleType="none" spacing="xs">
            {r.bankTransactions.map((b) => (
              <List.Item key={b.id}>
                <Group gap="sm">
                  <BankTransactionLink id={b.id} text={formatDateTime(b.date)} />
                  <Text>{i18n._(BANK_TYPE_LABELS[b.type])}</Text>
                  <Badge color={BANK_STATE_COLORS[b.state]} variant="light">
                    {i18n._(BANK_STATE_LABELS[b.state])}
                  </Badge>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </>
  );
}
