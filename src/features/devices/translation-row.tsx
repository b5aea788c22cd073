import { Badge, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { TRANSLATION_MAX_LENGTH } from "@/contract/devices";
import { isMissing, lostPlaceholders, type TranslationRow } from "./translation-draft";

/** One device text of the texts screen (translations.page.tsx): its key, the French, its value. */
export function TranslationRowEditor({
  row,
  isReference,
  languageName,
  onChange,
}: {
  row: TranslationRow;
  isReference: boolean;
  languageName: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const lost = lostPlaceholders(row).join(", ");
  const { key } = row;
  const name = languageName;
  const missingRow = !isReference && isMissing(row);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="translation-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed" ff="monospace">
            {row.key}
          </Text>
          {missingRow && (
            <Badge color="orange" variant="light">
              <Trans>Manquant</Trans>
            </Badge>
          )}
        </Group>
        {!isReference && <Text>{row.reference}</Text>}
        <Textarea
          aria-label={t`${key} en ${name}`}
          value={row.value}
          placeholder={isReference ? undefined : row.reference}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={TRANSLATION_MAX_LENGTH}
          autosize
          minRows={1}
          error={
            lost
              ? t`Il manque ${lost} : l'appareil ne pourra pas l'afficher`
              : isReference && isMissing(row)
                ? t`Ce champ est obligatoire`
                : undefined
          }
        />
      </Stack>
    </Paper>
  );
}
