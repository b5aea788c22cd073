import { Button, Group, Stack, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "wouter";
import type { CustomerInvoiceDetails } from "@/contract/money";
import { customerInvoicesApi } from "@/contract/money.endpoints";
import { call } from "@/lib/api/call";
import { formatDateTime } from "@/lib/i18n/format";
import { paths } from "@/lib/paths";
import { SCREENS } from "@/lib/screens";
import { useCan } from "@/lib/session/use-can";
import { useDownload } from "@/ui/download-file";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { ScreenLink } from "@/ui/screen-link";
import { InvoiceLines, InvoiceTotals } from "./invoice-lines";
import { Facts, Loaded, Section } from "@/ui/details-parts";
import { INVOICE_TYPE_LABELS, PAYMENT_METHOD_LABELS } from "./money-labels";
import { ReceiptLink } from "./money-links";

/**
 * /invoices-customer/details/{number} (INVOICE_READ): every field of a customer invoice, its
 * lines, VAT per rate and totals as its PDF prints them, the receipt it was made of, and the PDF
 * (INVOICE_PDF) saved as {number}.pdf.
 */
export default function InvoiceDetailsPage() {
  const { t } = useLingui();
  const { number = "" } = useParams<{ number: string }>();
  const read = useCachedRead(`customer-invoice:${number}`, () =>
    call(customerInvoicesApi.one, { params: { number } }),
  );
  return (
    <Loaded
      read={read}
      title={t`Facture client`}
      notFound={t`Cette facture n'existe pas`}
      back={SCREENS.invoices.path}
    >
      {(invoice) => <Invoice invoice={invoice} />}
    </Loaded>
  );
}

function Invoice({ invoice: i }: { invoice: CustomerInvoiceDetails }) {
  const { t, i18n } = useLingui();
  const { number } = i;
  const canPdf = useCan("INVOICE_PDF");
  const download = useDownload();
  const pdf = () =>
    download(
      () => call(customerInvoicesApi.pdf, { params: { number: i.number } }),
      `${i.number}.pdf`,
      t`Téléchargement de la facture impossible`,
    );
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          <Trans>Facture {number}</Trans>
        </Title>
        {canPdf && (
          <Button onClick={() => void pdf()}>
            <Trans>Télécharger le PDF</Trans>
          </Button>
        )}
      </Group>
      <Facts
        facts={[
          [t`Date`, formatDateTime(i.date)],
          [t`Type`, i18n._(INVOICE_TYPE_LABELS[i.type])],
          [t`Borne`, i.kioskName],
          [t`Client`, i.customerName],
          [t`Société`, i.companyName],
          [
            t`Adresse de facturation`,
            i.billingAddress.length > 0 && (
              <Stack gap={0}>
                {i.billingAddress.map((line, n) => (
                  <span key={n}>{line}</span>
                ))}
              </Stack>
            ),
          ],
          [t`Moyen de paiement`, i18n._(PAYMENT_METHOD_LABELS[i.paymentMethod])],
          [t`Payée le`, i.paidAt && formatDateTime(i.paidAt)],
          [t`Ticket de caisse`, <ReceiptLink key="receipt" number={i.receiptId} />],
          [t`Unités`, i.tokens],
          [t`Unités bonus`, i.freeTokens],
          [
            t`Cartes`,
            <Group key="cards" gap="xs">
              {i.cards.map((card) => (
                <ScreenLink key={card} href={paths.card(card)}>
                  {card}
                </ScreenLink>
              ))}
            </Group>,
          ],
        ]}
      />
      <Section title={t`Lignes`}>
        <InvoiceLines invoice={i} />
      </Section>
      <Section title={t`Totaux`}>
        <InvoiceTotals invoice={i} />
      </Section>
    </>
  );
}
