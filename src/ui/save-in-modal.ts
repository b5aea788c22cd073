import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { ErrorCode } from "@/contract/errors";
import { ApiError, NetworkError } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-messages";
import { notify } from "./notify";

interface SaveMessages {
  success: string;
  /** The error toast's title ("Erreur lors de la création du client"). */
  failure: string;
  /** A screen's own words for an error code, when spec section 8 has them. */
  reason?: (error: unknown) => string | undefined;
  /**
   * Refusals about what was typed (a duplicate code, a device taken meanwhile): the form stays
   * open with what was typed and the reason above its fields, besides the toast.
   */
  keepOn?: readonly ErrorCode[];
}

/**
 * A modal form's save (spec section 2): success or error toast, and the modal closes whatever the
 * outcome (`done`) — except when the server answers field issues, which go back under their fields,
 * and when there is no network (nothing was saved, and what was typed must not be lost): then the
 * form stays open with everything typed kept and says why (the error is rethrown to
 * useContractForm), ready to save again once the network is back; and for the refusals a form
 * names in `keepOn`.
 */
export function useSaveInModal() {
  const { i18n } = useLingui();
  return useCallback(
    async <T>(
      save: () => Promise<T>,
      messages: SaveMessages,
      done: (result: T | undefined) => void,
    ) => {
      let result: T | undefined;
      try {
        result = await save();
        notify("success", messages.success);
      } catch (error) {
        if (error instanceof ApiError && error.issues.length > 0) throw error;
        if (error instanceof NetworkError) throw error;
        notify("error", messages.reason?.(error) ?? i18n._(errorMessage(error)), messages.failure);
        if (error instanceof ApiError && messages.keepOn?.includes(error.code)) throw error;
      }
      done(result);
    },
    [i18n],
  );
}
