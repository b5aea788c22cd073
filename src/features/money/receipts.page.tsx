import { Stack, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { DatedList } from "@/ui/paged-list/dated-list";
import { ChoiceFilter, TextFilter } from "@/ui/paged-list/list-filters";
import { PAYMENT_METHOD_LABELS } from "./money-labels";
import { RECEIPTS } from "./receipt-list";

/** /receipt (RECEIPT_READ): the receipts of the days picked, of a kiosk, paid one way. */
export default function ReceiptsPage() {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {i18n._(RECEIPTS.screen.title)}
      </Title>
      <DatedList
        of={RECEIPTS}
        filters={(list) => (
          <>
            <TextFilter list={list} name="kioskName" label={t`Borne`} />
            <ChoiceFilter
              list={list}
              name="paymentMethod"
              label={t`Moyen de paiement`}
              any={t`Tous les moyens`}
              labels={PAYMENT_METHOD_LABELS}
            />
          </>
        )}
      />
    </Stack>
  );
}
