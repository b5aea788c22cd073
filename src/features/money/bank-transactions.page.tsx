import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { errorMessage } from "@/lib/api/error-messages";
import { notify } from "@/ui/notify";
import { ResourceList } from "@/ui/paged-list/resource-list";
import type { PagedList } from "@/ui/paged-list/use-paged-list";
import { BANK_TRANSACTIONS, type BankFilters } from "./bank-transaction-list";

/**
 * /payment-receipt (PAYMENT_RECEIPT_READ): the payment terminal's transactions, found by a text of
 * their ticket and by state; a search the API could not answer says so (the spec's
 * paymentReceiptSearchError) besides the table's own error.
 */
export default function BankTransactionsPage() {
  return (
    <ResourceList of={BANK_TRANSACTIONS}>{({ list }) => <SearchError list={list} />}</ResourceList>
  );
}

function SearchError<T>({ list }: { list: PagedList<T, BankFilters> }) {
  const { t, i18n } = useLingui();
  const { error, stale } = list;
  const failed = error !== undefined || stale;
  useEffect(() => {
    if (!failed) return;
    notify(
      "error",
      error === undefined
        ? t`Les lignes affichées sont celles de la dernière recherche réussie.`
        : i18n._(errorMessage(error)),
      t`La recherche des transactions bancaires a échoué`,
    );
    // Once per failure, not again while the same failure is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `failed` alone says a new failure
  }, [failed]);
  return null;
}
