import { Badge, Code, Group, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "wouter";
import type { BankTransaction } from "@/contract/money";
import { bankTransactionsApi } from "@/contract/money.endpoints";
import { call } from "@/lib/api/call";
import { formatDateTime } from "@/lib/i18n/format";
import { SCREENS } from "@/lib/screens";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { Facts, Loaded, Section } from "@/ui/details-parts";
import { BANK_STATE_COLORS, BANK_STATE_LABELS, BANK_TYPE_LABELS, money } from "./money-labels";
import { ReceiptLink } from "./money-links";

/**
 * /payment-receipt/details/{id} (PAYMENT_RECEIPT_READ): a bank transaction, every field, its
 * ticket as the payment terminal printed it, and the receipt it paid.
 */
export default function BankTransactionDetailsPage() {
  const { t } = useLingui();
  const { id: param = "" } = useParams<{ id: string }>();
  const id = Number(param);
  const read = useCachedRead(`bank-transaction:${id}`, () =>
    call(bankTransactionsApi.one, { params: { id } }),
  );
  return (
    <Loaded
      read={read}
      title={t`Transaction bancaire`}
      notFound={t`Cette transaction bancaire n'existe pas`}
      back={SCREENS.bankTransactions.path}
    >
      {(transaction) => <Transaction transaction={transaction} />}
    </Loaded>
  );
}

function Transaction({ transaction: b }: { transaction: BankTransaction }) {
  const { t, i18n } = useLingui();
  const { id } = b;
  const state = i18n._(BANK_STATE_LABELS[b.state]);
  return (
    <>
      <Group gap="sm">
        <Title order={1} size="h2">
          <Trans>Transaction bancaire n° {id}</Trans>
        </Title>
        <Badge color={BANK_STATE_COLORS[b.state]} variant="light" size="lg">
          {state}
        </Badge>
      </Group>
      <Facts
        facts={[
          [t`Date`, formatDateTime(b.date)],
          [t`Montant`, money(b.amount, i18n.locale)],
          [t`État`, state],
          [t`Type`, i18n._(BANK_TYPE_LABELS[b.type])],
          [t`Borne`, b.kioskName],
          [t`Ticket de caisse`, <ReceiptLink key="receipt" number={b.invoice} />],
          [t`Version`, b.version],
        ]}
      />
      <Section title={t`Ticket du terminal de paiement`}>
        <Code block fz="sm" style={{ whiteSpace: "pre", overflowX: "auto" }}>
          {b.content}
        </Code>
      </Section>
    </>
  );
}
