import { Table, Text } from "@mantine/core";
import { Plural, useLingui } from "@lingui/react/macro";
import type { RejectedLine } from "./card-import-check";
import { IMPORT_CODE_LABELS } from "./card-import-labels";

/** Lines shown on screen; all of them are in the downloadable report. */
const SHOWN = 100;

/** The lines not imported: their number in the file, the value at fault and why. */
export function RejectedLines({ lines, label }: { lines: RejectedLine[]; label: string }) {
  const { t, i18n } = useLingui();
  const more = lines.length - SHOWN;
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={label} verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">{t`Ligne`}</Table.Th>
              <Table.Th>{t`Valeur`}</Table.Th>
              <Table.Th>{t`Motif`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.slice(0, SHOWN).map((line) => (
              <Table.Tr key={`${line.line}-${line.code}`}>
                <Table.Td ta="right">{line.line}</Table.Td>
                <Table.Td style={{ wordBreak: "break-all" }}>{line.value || "—"}</Table.Td>
                <Table.Td>{i18n._(IMPORT_CODE_LABELS[line.code])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          <Plural value={more} one="… et # autre ligne" other="… et # autres lignes" />
        </Text>
      )}
    </>
  );
}
