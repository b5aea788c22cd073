import { Button, Code, List, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { saveFile } from "@/ui/download-file";
import { LineIcon } from "@/ui/icons";
import { SAMPLE_CSV, SAMPLE_FILE_NAME } from "./card-import-file";
import { IMPORT_ICONS } from "./import-icons";

/** The columns a file holds (src/contract/card-import.ts) and the sample file to start from. */
export function ImportColumns() {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Colonnes du fichier</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Un fichier CSV (séparateur point-virgule ou virgule, UTF-8), une carte par ligne, dans
            cet ordre ou avec une première ligne qui nomme les colonnes :
          </Trans>
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>
              <Code>numero</Code> : numéro technique (obligatoire, 100 caractères au plus)
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              <Code>numero_public</Code> : numéro imprimé sur la carte (obligatoire, unique)
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              <Code>date_activation</Code>, <Code>date_expiration</Code> : JJ/MM/AAAA ou AAAA-MM-JJ,
              ou vides
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              <Code>actif</Code> : oui ou non (1 ou 0), vide = oui
            </Trans>
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          <Trans>
            Les numéros déjà connus sont ignorés : importer deux fois le même fichier ne crée rien
            de plus.
          </Trans>
        </Text>
        <Button
          variant="light"
          leftSection={<LineIcon d={IMPORT_ICONS.download} size={18} />}
          onClick={() =>
            saveFile(new Blob([SAMPLE_CSV], { type: "text/csv;charset=utf-8" }), SAMPLE_FILE_NAME)
          }
          style={{ alignSelf: "flex-start" }}
          aria-label={t`Télécharger un exemple de fichier`}
        >
          <Trans>Télécharger un exemple</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
