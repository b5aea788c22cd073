import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatDate } from "@/lib/i18n/format";
import type { CheckedFile } from "./card-import-check";
import { RejectedLines } from "./rejected-lines";
import type { KnownCheck } from "./use-card-import";

/** Valid lines shown as a sample before the import. */
const FIRST = 5;

interface Props {
  fileName: string;
  checked: CheckedFile;
  known: KnownCheck;
  onImport: () => void;
  onCancel: () => void;
}

/** What the file holds: its valid lines (the first ones), its rejected ones with why. */
export function ImportPreview({ fileName, checked, known, onImport, onCancel }: Props) {
  const { t } = useLingui();
  const { valid, rejected } = checked;
  const skipped = known.state === "done" ? known.skipped : 0;
  const toCreate = valid.length - skipped;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Aperçu de « {fileName} »</Trans>
        </Title>
        <Stack gap={4} role="status">
          <Text fw={600}>
            <Plural value={valid.length} one="# ligne valide" other="# lignes valides" />
            {" · "}
            <Plural value={rejected.length} one="# ligne refusée" other="# lignes refusées" />
          </Text>
          {known.state === "checking" && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">
                <Trans>Recherche des numéros déjà connus…</Trans>
              </Text>
            </Group>
          )}
          {known.state === "done" && skipped > 0 && (
            <Text size="sm">
              <Plural
                value={skipped}
                one="# numéro déjà connu sera ignoré"
                other="# numéros déjà connus seront ignorés"
              />
            </Text>
          )}
          {known.state === "failed" && (
            <Text size="sm">
              <Trans>Numéros déjà connus non vérifiés : ils seront ignorés pendant l'import.</Trans>
            </Text>
          )}
        </Stack>
        {rejected.length > 0 && (
          <>
            <Title order={3} size="h5">
              <Trans>Lignes refusées</Trans>
            </Title>
            <RejectedLines lines={rejected} label={t`Lignes refusées`} />
          </>
        )}
        {valid.length > 0 && (
          <>
            <Title order={3} size="h5">
              <Trans>Premières lignes valides</Trans>
            </Title>
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label={t`Premières lignes valides`} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th ta="right">{t`Ligne`}</Table.Th>
                    <Table.Th>{t`Numéro`}</Table.Th>
                    <Table.Th>{t`Numéro public`}</Table.Th>
                    <Table.Th>{t`Activation`}</Table.Th>
                    <Table.Th>{t`Expiration`}</Table.Th>
                    <Table.Th>{t`Active`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {valid.slice(0, FIRST).map(({ line, row }) => (
                    <Table.Tr key={line}>
                      <Table.Td ta="right">{line}</Table.Td>
                      <Table.Td>{row.number}</Table.Td>
                      <Table.Td>{row.publicNumber}</Table.Td>
                      <Table.Td>{formatDate(row.activationDate) || "—"}</Table.Td>
                      <Table.Td>{formatDate(row.expirationDate) || "—"}</Table.Td>
                      <Table.Td>{row.isActive ? t`Oui` : t`Non`}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        {valid.length === 0 && (
          <Alert color="yellow">
            <Trans>Aucune ligne à importer.</Trans>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Choisir un autre fichier</Trans>
          </Button>
          <Button onClick={onImport} disabled={toCreate <= 0 || known.state === "checking"}>
            <Plural value={toCreate} one="Importer # carte" other="Importer # cartes" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
