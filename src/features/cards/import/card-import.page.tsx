import { Alert, Anchor, FileInput, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { CARD_IMPORT_LIMITS } from "@/contract/card-import";
import { paths } from "@/lib/paths";
import { LineIcon } from "@/ui/icons";
import { useNetworkStatus } from "@/ui/use-network-status";
import { CSV_ACCEPT } from "./card-import-file";
import { FILE_PROBLEM_LABELS } from "./card-import-labels";
import { ImportColumns } from "./import-columns";
import { IMPORT_ICONS } from "./import-icons";
import { ImportPreview } from "./import-preview";
import { ImportDone, ImportRunning } from "./import-run-view";
import { useCardImport } from "./use-card-import";

/**
 * /cards/import (CARD_ADD, issue 26): a box of new cards from a CSV file. The file is read and
 * checked here, the known numbers asked to the server, then the cards are sent in batches
 * (use-card-import.ts). Online only: offline, the file picker waits for the network.
 */
export default function CardImportPage() {
  const { t, i18n } = useLingui();
  const online = useNetworkStatus();
  const { state, pick, start, cancel, reset, cancelling } = useCardImport();
  const picking = state.step === "pick" || state.step === "problem";
  const maxLines = i18n.number(CARD_IMPORT_LIMITS.fileRows);
  return (
    <Stack maw={960} gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          <Trans>Importer des cartes</Trans>
        </Title>
        <Anchor component={Link} href={paths.cards}>
          <Trans>Retour aux cartes</Trans>
        </Anchor>
      </Group>
      {picking && <ImportColumns />}
      {picking && (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            {!online && (
              <Alert color="yellow" title={t`Hors ligne`}>
                <Trans>
                  L'import demande le serveur : reconnectez la tablette avant de choisir un fichier.
                </Trans>
              </Alert>
            )}
            <FileInput
              size="md"
              label={t`Fichier CSV`}
              description={t`${maxLines} lignes au plus`}
              placeholder={t`Choisir un fichier…`}
              accept={CSV_ACCEPT}
              leftSection={<LineIcon d={IMPORT_ICONS.file} size={18} />}
              disabled={!online}
              clearable
              clearButtonProps={{ "aria-label": t`Retirer le fichier` }}
              onChange={(file) => void pick(file)}
            />
            {state.step === "problem" && (
              <Text c="red.8" role="alert">
                {i18n._(FILE_PROBLEM_LABELS[state.problem])}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      {state.step === "preview" && (
        <ImportPreview
          fileName={state.fileName}
          checked={state.checked}
          known={state.known}
          onImport={() => void start()}
          onCancel={reset}
        />
      )}
      {state.step === "running" && (
        <ImportRunning progress={state.progress} cancelling={cancelling} onCancel={cancel} />
      )}
      {state.step === "done" && <ImportDone report={state.report} onAgain={reset} />}
    </Stack>
  );
}
