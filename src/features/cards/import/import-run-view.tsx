import {
  Alert,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { errorMessage } from "@/lib/api/error-messages";
import { saveFile } from "@/ui/download-file";
import { LineIcon } from "@/ui/icons";
import { reportCsv, reportFileName } from "./card-import-report";
import type { ImportProgress, ImportReport } from "./card-import-run";
import { IMPORT_ICONS } from "./import-icons";
import { RejectedLines } from "./rejected-lines";

/** The import under way: batches sent, lines sent, and Cancel (after the batch under way). */
export function ImportRunning({
  progress,
  cancelling,
  onCancel,
}: {
  progress: ImportProgress;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { batches, done, sentLines, totalLines } = progress;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Import en cours</Trans>
        </Title>
        <Text role="status">
          <Trans>
            Lot {done} sur {batches} : {sentLines} / {totalLines} lignes envoyées
          </Trans>
        </Text>
        <Progress
          value={batches === 0 ? 100 : (100 * done) / batches}
          size="xl"
          animated={done < batches}
          aria-label={t`Lots envoyés`}
        />
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={onCancel} disabled={cancelling}>
            {cancelling ? <Trans>Arrêt après le lot en cours…</Trans> : <Trans>Annuler</Trans>}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm">{label}</Text>
    </Paper>
  );
}

/** The end: created, skipped, refused (with their lines), the report to download. */
export function ImportDone({ report, onAgain }: { report: ImportReport; onAgain: () => void }) {
  const { t, i18n } = useLingui();
  const { created, skipped, refused, notSent, cancelled, failure } = report;
  const download = () =>
    saveFile(
      new Blob([reportCsv(report, i18n)], { type: "text/csv;charset=utf-8" }),
      reportFileName(),
    );
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Rapport d'import</Trans>
        </Title>
        {cancelled && (
          <Alert color="yellow" title={t`Import annulé`}>
            <Plural
              value={notSent}
              one="Les cartes envoyées avant l'annulation restent créées ; # ligne n'a pas été envoyée."
              other="Les cartes envoyées avant l'annulation restent créées ; # lignes n'ont pas été envoyées."
            />
          </Alert>
        )}
        {failure !== undefined && (
          <Alert color="red" title={t`Import interrompu`}>
            {i18n._(errorMessage(failure))}{" "}
            <Plural
              value={notSent}
              one="Les cartes envoyées avant restent créées ; # ligne n'a pas été envoyée : importez à nouveau le fichier, les numéros connus seront ignorés."
              other="Les cartes envoyées avant restent créées ; # lignes n'ont pas été envoyées : importez à nouveau le fichier, les numéros connus seront ignorés."
            />
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} role="status">
          <Count value={created} label={t`Cartes créées`} />
          <Count value={skipped} label={t`Ignorées (numéro déjà connu)`} />
          <Count value={refused.length} label={t`Lignes refusées`} />
        </SimpleGrid>
        {refused.length > 0 && <RejectedLines lines={refused} label={t`Lignes refusées`} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onAgain}>
            <Trans>Importer un autre fichier</Trans>
          </Button>
          <Button leftSection={<LineIcon d={IMPORT_ICONS.download} size={18} />} onClick={download}>
            <Trans>Télécharger le rapport</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
