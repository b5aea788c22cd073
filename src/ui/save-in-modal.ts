import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { ApiError } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-messages";
import { notify } from "./notify";

interface SaveMessages {
  success: string;
  /** The error toast's title ("Erreur lors de la création du client"). */
  failure: string;
  /** A screen's own words for an error code, when spec section 8 has them. */
  reason?: (error: unknown) => string | undefined;
}

/**
 * A modal form's save (spec section 2): success or error toast, and the modal closes whatever the
 * outcome (`done`) — except when the server answers field issues, which go back under their fields
 * with everything typed kept (the error is rethrown to useContractForm).
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
        notify("error", messages.reason?.(error) ?? i18n._(errorMessage(error)), messages.failure);
      }
      done(result);
    },
    [i18n],
  );
}
