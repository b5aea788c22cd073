import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { cardHistoryApi } from "@/contract/cards.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { notify } from "@/ui/notify";

/** Spec section 7: the invoice PDF is downloaded as {id}.pdf and its link revoked after 100 ms. */
export const PDF_LINK_REVOKE_MS = 100;

export function useInvoiceDownload() {
  const { t, i18n } = useLingui();
  return useCallback(
    async (id: number) => {
      try {
        const blob = await call(cardHistoryApi.invoicePdf, { params: { id } });
        const url = URL.createObjectURL(blob);
        const link = document.createElement("a");
        link.href = url;
        link.download = `${id}.pdf`;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), PDF_LINK_REVOKE_MS);
      } catch (error) {
        notify("error", i18n._(errorMessage(error)), t`Téléchargement de la facture impossible`);
      }
    },
    [i18n, t],
  );
}
