import { Alert } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { isOlderThanLast, type UpdateType } from "@/contract/devices";
import { updatesApi } from "@/contract/device-software.endpoints";
import { call } from "@/lib/api/call";
import { useRemote } from "@/ui/use-remote";

/**
 * The last version of the update type chosen in the form, when the version typed is older than
 * it (a setting being edited is not compared with itself): undefined otherwise, or when the last
 * version is not known (none yet, offline).
 */
export function useOlderThanLast(
  type: string,
  typed: string,
  editedId: number | undefined,
): string | undefined {
  const updateType: UpdateType | undefined = type === "1" ? 1 : type === "0" ? 0 : undefined;
  const last = useRemote(
    async () =>
      updateType === undefined
        ? undefined
        : call(updatesApi.lastVersion, { query: { updateType } }),
    [updateType],
  );
  const row = last.data;
  if (!row || updateType === undefined || row.id === editedId) return undefined;
  return isOlderThanLast(typed, updateType, row.version) ? row.version : undefined;
}

/** Said under the version before it is saved: the person may still save it, knowing. */
export function OlderVersionWarning({ typed, last }: { typed: string; last: string }) {
  const version = typed.trim();
  return (
    <Alert color="orange" role="status" data-testid="older-version">
      <Trans>
        La version {version} est plus ancienne que la dernière ({last}) : les appareils déjà en{" "}
        {last} ne l'installeront pas. Vous pouvez l'enregistrer quand même.
      </Trans>
    </Alert>
  );
}
