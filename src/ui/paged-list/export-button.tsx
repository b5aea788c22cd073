import { Button, Group, Modal, Progress, Stack, Text, Tooltip } from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/error-messages";
import { LineIcon } from "../icons";
import { notify } from "../notify";
import {
  csvFile,
  download,
  ExportCancelled,
  exportedColumns,
  exportFileName,
  exportRows,
  type CsvColumn,
  type ExportProgress,
  type ExportSource,
} from "./csv-export";
import type { Filters, ListSort } from "./use-paged-list";

// eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, not a text
const DOWNLOAD_ICON = "M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 11l5 5l5-5M12 4v12";

interface Props<T, F extends Filters> {
  /** The list's title: the file's name and the progress dialog's. */
  title: string;
  columns: readonly CsvColumn<T>[];
  source: ExportSource<T, F>;
  filters: F;
  sort: ListSort | undefined;
  /** A row shown: which columns without a `csv` render text. */
  sample: T | undefined;
}

/**
 * "Exporter": every row the list's filters select (all pages) and every column (hidden ones
 * too: a spreadsheet is for analysis) as a CSV file; a dialog shows the pages read and can stop.
 */
export function ExportButton<T, F extends Filters>({
  title,
  columns,
  source,
  filters,
  sort,
  sample,
}: Props<T, F>) {
  const { t, i18n } = useLingui();
  const described = useId();
  const [progress, setProgress] = useState<ExportProgress>();
  const running = useRef<AbortController | null>(null);

  async function run() {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, pages: 0 });
    // A cancelled export says nothing more: the dialog is another export's, or closed.
    const current = () => running.current === controller;
    try {
      const rows = await exportRows(
        source,
        filters,
        sort,
        (next) => current() && setProgress(next),
        controller.signal,
      );
      const text = await csvFile(rows, exportedColumns(columns, sample, i18n), i18n);
      if (current()) download(text, exportFileName(title));
    } catch (error) {
      if (current() && !(error instanceof ExportCancelled))
        notify("error", i18n._(errorMessage(error)), t`Export impossible`);
    } finally {
      if (current()) {
        running.current = null;
        setProgress(undefined);
      }
    }
  }

  function cancel() {
    running.current?.abort();
    running.current = null;
    setProgress(undefined);
  }

  const pages = progress?.pages ?? 0;
  const done = progress?.done ?? 0;
  return (
    <>
      <Tooltip label={t`Toutes les lignes filtrées, toutes les colonnes (même masquées)`}>
        <Button
          variant="subtle"
          leftSection={<LineIcon d={DOWNLOAD_ICON} size={18} />}
          onClick={() => void run()}
          loading={progress !== undefined}
          aria-describedby={described}
        >
          <Trans>Exporter</Trans>
        </Button>
      </Tooltip>
      <Text id={described} hidden>
        <Trans>
          Télécharge en CSV toutes les lignes que les filtres sélectionnent, sur toutes les pages,
          avec toutes les colonnes, même masquées.
        </Trans>
      </Text>
      <Modal
        opened={progress !== undefined}
        onClose={cancel}
        title={t`Export de « ${title} »`}
        closeOnClickOutside={false}
        withCloseButton={false}
      >
        <Stack gap="md">
          <Text role="status">
            {pages === 0 ? (
              <Trans>Export en cours…</Trans>
            ) : (
              <Plural
                value={pages}
                one={`Export : ${done} / # page`}
                other={`Export : ${done} / # pages`}
              />
            )}
          </Text>
          <Progress
            value={pages === 0 ? 0 : (100 * done) / pages}
            size="lg"
            aria-label={t`Pages exportées`}
            animated={pages === 0 || done < pages}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              <Trans>Annuler</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
