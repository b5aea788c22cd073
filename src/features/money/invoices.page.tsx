import { Stack, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { DatedList } from "@/ui/paged-list/dated-list";
import { ChoiceFilter, TextFilter } from "@/ui/paged-list/list-filters";
import { INVOICES } from "./invoice-list";
import { INVOICE_TYPE_LABELS } from "./money-labels";

/** /invoices-customer (INVOICE_READ): the invoices of the days picked, found by number or name. */
export default function InvoicesPage() {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {i18n._(INVOICES.screen.title)}
      </Title>
      <DatedList
        of={INVOICES}
        filters={(list) => (
          <>
            <TextFilter list={list} name="search" label={t`Numéro ou nom`} />
            <ChoiceFilter
              list={list}
              name="type"
              label={t`Type`}
              any={t`Tous les types`}
              labels={INVOICE_TYPE_LABELS}
            />
          </>
        )}
      />
    </Stack>
  );
}
