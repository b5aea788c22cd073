/**
 * A file the API answers (an invoice's PDF) saved on the tablet under a name: the blob behind an
 * object URL, a link clicked, the URL revoked after 100 ms (spec section 7). One helper for the
 * card's purchases (src/features/cards/card-history-tabs.tsx) and the customer invoice's page
 * (src/features/money/invoice-details.page.tsx).
 */
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { errorMessage } from "@/lib/api/error-messages";
import { notify } from "./notify";

/** Spec section 7: the object URL of a downloaded PDF lives 100 ms. */
export const DOWNLOAD_LINK_REVOKE_MS = 100;

/** Saves `blob` as `name` through a link clicked once. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_LINK_REVOKE_MS);
}

/**
 * Downloads what `load` answers as `name`; a failure is a toast titled `failed` with the API's
 * reason.
 */
export function useDownload() {
  const { i18n } = useLingui();
  return useCallback(
    async (load: () => Promise<Blob>, name: string, failed: string) => {
      try {
        saveFile(await load(), name);
      } catch (error) {
        notify("error", i18n._(errorMessage(error)), failed);
      }
    },
    [i18n],
  );
}
