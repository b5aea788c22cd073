import { useLingui } from "@lingui/react";
import { useCallback, useState } from "react";
import { errorMessage } from "@/lib/api/error-messages";
import { sendCommand, type Command } from "@/lib/commands/command";
import { notify } from "./notify";

/**
 * Runs a command from a screen: pending state, the command's success toast, or its error toast
 * with the server's reason. Answers the result, or undefined when it failed.
 */
export function useCommand<P, R, E>(command: Command<P, R, E>) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (payload: P): Promise<R | undefined> => {
      setPending(true);
      try {
        const result = await sendCommand(command, payload);
        notify("success", i18n._(command.success(payload, result)));
        return result;
      } catch (error) {
        notify("error", i18n._(errorMessage(error)), i18n._(command.failure(payload)));
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [command, i18n],
  );
  return { run, pending };
}
