import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DEVICE_LANGUAGES, REFERENCE_LANGUAGE, type DeviceLanguage } from "@/contract/devices";
import { deviceTextsApi } from "@/contract/device-software.endpoints";
import { call, valuesOf } from "@/lib/api/call";
import { ApiError, NetworkError } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-messages";
import { notify } from "@/ui/notify";
import { DataAge } from "@/ui/offline/data-age";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { useUnsavedChanges } from "@/ui/unsaved-changes";
import { LANGUAGE_LABELS } from "./device-labels";
import { changedValues, isMissing, translationRows, visibleRows } from "./translation-draft";
import { TranslationRowEditor } from "./translation-row";

/**
 * /smarttouch/translations (TRANSLATION_UPDATE): the texts the devices show, one language at a
 * time beside the French reference; missing ones flagged and counted, a search, and one save for
 * every change (unsaved changes are guarded).
 */
/** An example of a placeholder, said as is in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a device's placeholder, not a text
const PLACEHOLDER = "{price}";

export default function TranslationsPage() {
  const { t, i18n } = useLingui();
  const [language, setLanguage] = useState<DeviceLanguage>("en");
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [search, setSearch] = useState("");
  const [missingOnly, setMissingOnly] = useState(false);
  const [saving, setSaving] = useState(false);
  const languages = useCachedRead("device-languages", () => valuesOf(deviceTextsApi.languages));
  const reference = useCachedRead(`device-texts:${REFERENCE_LANGUAGE}`, () =>
    call(deviceTextsApi.one, { params: { language: REFERENCE_LANGUAGE } }),
  );
  const texts = useCachedRead(`device-texts:${language}`, () =>
    call(deviceTextsApi.one, { params: { language } }),
  );
  const rows = translationRows(reference.data?.values ?? {}, texts.data?.values ?? {}, edits);
  const changed = changedValues(rows);
  const changes = Object.keys(changed).length;
  const missing = rows.filter(isMissing).length;
  const shown = visibleRows(rows, search, missingOnly);
  const unsaved = useUnsavedChanges(changes > 0);
  const isReference = language === REFERENCE_LANGUAGE;
  const name = i18n._(LANGUAGE_LABELS[language]);
  // Counts only of texts this device holds: never "0 texte" for texts it has not loaded yet.
  const known = reference.data !== undefined && texts.data !== undefined;
  const failed = reference.error ?? texts.error;
  const offlineEmpty = !known && failed instanceof NetworkError;
  const retry = () => (reference.reload(), texts.reload(), languages.reload());

  async function save() {
    setSaving(true);
    try {
      await call(deviceTextsApi.update, { params: { language }, body: { values: changed } });
      notify("success", t`Textes enregistrés`);
      setEdits({});
      texts.reload();
      languages.reload();
    } catch (error) {
      const unknownKey = error instanceof ApiError && error.code === "unknown_key";
      notify(
        "error",
        unknownKey
          ? t`Un texte n'existe plus en français : actualisez la page puis recommencez`
          : i18n._(errorMessage(error)),
        t`Erreur lors de l'enregistrement des textes`,
      );
    } finally {
      setSaving(false);
    }
  }

  const options = DEVICE_LANGUAGES.map((l) => {
    const label = i18n._(LANGUAGE_LABELS[l]);
    const count = languages.data?.find((x) => x.language === l)?.missing;
    return {
      value: l,
      label:
        l === REFERENCE_LANGUAGE
          ? t`${label} (référence)`
          : count === undefined
            ? label
            : i18n._(
                msg({
                  message: plural(count, {
                    one: `${label} (# manquant)`,
                    other: `${label} (# manquants)`,
                  }),
                }),
              ),
    };
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <Trans>Textes des appareils</Trans>
        </Title>
        <Button onClick={() => void save()} loading={saving} disabled={changes === 0}>
          {changes === 0 ? (
            <Trans>Enregistrer</Trans>
          ) : (
            <Plural value={changes} one="Enregistrer # texte" other="Enregistrer # textes" />
          )}
        </Button>
      </Group>
      <Text c="dimmed">
        {t`Un texte manquant s'affiche en français sur l'appareil. Les mots entre accolades, comme ${PLACEHOLDER}, sont remplacés par l'appareil : gardez-les.`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Select
          label={t`Langue`}
          data={options}
          value={language}
          onChange={(value) => value && unsaved.guard(() => (setEdits({}), setLanguage(value)))}
          allowDeselect={false}
        />
        <TextInput
          label={t`Rechercher un texte`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Switch
          label={t`Manquants seulement`}
          checked={missingOnly}
          onChange={(e) => setMissingOnly(e.currentTarget.checked)}
          mt={{ lg: 30 }}
        />
      </SimpleGrid>
      <DataAge fetchedAt={texts.fetchedAt} stale={texts.stale} />
      {known && (
        <Group gap="sm" role="status">
          <Text fw={600}>
            <Plural value={rows.length} one="# texte" other="# textes" />
          </Text>
          {!isReference && (
            <Badge color={missing ? "orange" : "teal"} variant="light">
              <Plural value={missing} _0="Aucun manquant" one="# manquant" other="# manquants" />
            </Badge>
          )}
        </Group>
      )}
      {(reference.loading || texts.loading) && <Loader role="status" aria-label={t`Chargement`} />}
      {offlineEmpty ? (
        <Alert color="gray" role="status" data-testid="texts-not-loaded">
          <Group justify="space-between">
            <Text>
              <Trans>
                Hors ligne : les textes de cette langue n'ont pas encore été chargés sur cet
                appareil. Reconnectez-vous pour les voir et les modifier.
              </Trans>
            </Text>
            <Button variant="light" onClick={retry}>
              <Trans>Réessayer</Trans>
            </Button>
          </Group>
        </Alert>
      ) : (
        !known && failed !== undefined && <Alert color="red">{i18n._(errorMessage(failed))}</Alert>
      )}
      {!reference.loading && shown.length === 0 && rows.length > 0 && (
        <Text c="dimmed" ta="center" py="lg">
          <Trans>Aucun texte ne correspond</Trans>
        </Text>
      )}
      <Stack gap="sm">
        {shown.map((row) => (
          <TranslationRowEditor
            key={row.key}
            row={row}
            isReference={isReference}
            languageName={name}
            onChange={(value) => setEdits((before) => ({ ...before, [row.key]: value }))}
          />
        ))}
      </Stack>
      {unsaved.dialog}
    </Stack>
  );
}
