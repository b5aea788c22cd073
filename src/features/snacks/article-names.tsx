import { Badge, Stack, Tabs, Textarea, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { SNACK_LIMITS, type SnackArticle } from "@/contract/snacks";
import { useFieldError } from "@/lib/forms/use-contract-form";

type Language = "fr" | "en" | "es";
type Field = { name: string; key?: string; defaultValue?: string; errors?: string[] };
type NameFields = Record<
  "name" | "nameEN" | "nameES" | "details" | "detailsEN" | "detailsES",
  Field
>;

/**
 * An article's name and description in French (required), English and Spanish, one tab each; a
 * tab whose name is empty says "Manquant", and a French error brings its tab forward.
 */
export function ArticleNames({
  fields,
  initial,
}: {
  fields: NameFields;
  initial: SnackArticle | undefined;
}) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const [language, setLanguage] = useState<Language>("fr");
  const [names, setNames] = useState({ en: initial?.nameEN ?? "", es: initial?.nameES ?? "" });
  const frenchError = fieldError(fields.name) ?? fieldError(fields.details);
  // A French name left empty is said where it is typed, whichever language is shown.
  useEffect(() => {
    if (frenchError) setLanguage("fr");
  }, [frenchError]);
  const missing = <Badge color="orange" variant="light" ml={6}>{t`Manquant`}</Badge>;

  return (
    <Tabs value={language} onChange={(v) => v && setLanguage(v as Language)}>
      <Tabs.List>
        <Tabs.Tab value="fr">
          {t`Français`}
          {frenchError && <Badge color="red" variant="light" ml={6}>{t`À compléter`}</Badge>}
        </Tabs.Tab>
        <Tabs.Tab value="en">
          {t`Anglais`}
          {!names.en.trim() && missing}
        </Tabs.Tab>
        <Tabs.Tab value="es">
          {t`Espagnol`}
          {!names.es.trim() && missing}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="fr" pt="sm">
        <Stack gap="sm">
          <TextInput
            label={t`Nom en français`}
            name={fields.name.name}
            key={fields.name.key}
            defaultValue={fields.name.defaultValue}
            error={fieldError(fields.name)}
            maxLength={SNACK_LIMITS.name}
            withAsterisk
            data-autofocus
          />
          <Textarea
            label={t`Description en français`}
            name={fields.details.name}
            key={fields.details.key}
            defaultValue={fields.details.defaultValue}
            error={fieldError(fields.details)}
            maxLength={SNACK_LIMITS.details}
            rows={3}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="en" pt="sm">
        <Stack gap="sm">
          <TextInput
            label={t`Nom en anglais`}
            description={t`Sans nom anglais, les bornes affichent le nom français`}
            name={fields.nameEN.name}
            key={fields.nameEN.key}
            defaultValue={fields.nameEN.defaultValue}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setNames((n) => ({ ...n, en: value }));
            }}
            error={fieldError(fields.nameEN)}
            maxLength={SNACK_LIMITS.name}
          />
          <Textarea
            label={t`Description en anglais`}
            name={fields.detailsEN.name}
            key={fields.detailsEN.key}
            defaultValue={fields.detailsEN.defaultValue}
            error={fieldError(fields.detailsEN)}
            maxLength={SNACK_LIMITS.details}
            rows={3}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="es" pt="sm">
        <Stack gap="sm">
          <TextInput
            label={t`Nom en espagnol`}
            description={t`Sans nom espagnol, les bornes affichent le nom français`}
            name={fields.nameES.name}
            key={fields.nameES.key}
            defaultValue={fields.nameES.defaultValue}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setNames((n) => ({ ...n, es: value }));
            }}
            error={fieldError(fields.nameES)}
            maxLength={SNACK_LIMITS.name}
          />
          <Textarea
            label={t`Description en espagnol`}
            name={fields.detailsES.name}
            key={fields.detailsES.key}
            defaultValue={fields.detailsES.defaultValue}
            error={fieldError(fields.detailsES)}
            maxLength={SNACK_LIMITS.details}
            rows={3}
          />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
