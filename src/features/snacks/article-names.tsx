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
  const panels = [
    {
      value: "fr" as const,
      tab: t`Français`,
      flag: frenchError && <Badge color="red" variant="light" ml={6}>{t`À compléter`}</Badge>,
      name: { field: fields.name, label: t`Nom en français`, description: undefined },
      details: { field: fields.details, label: t`Description en français` },
    },
    {
      value: "en" as const,
      tab: t`Anglais`,
      flag: !names.en.trim() && missing,
      name: {
        field: fields.nameEN,
        label: t`Nom en anglais`,
        description: t`Sans nom anglais, les bornes affichent le nom français`,
      },
      details: { field: fields.detailsEN, label: t`Description en anglais` },
    },
    {
      value: "es" as const,
      tab: t`Espagnol`,
      flag: !names.es.trim() && missing,
      name: {
        field: fields.nameES,
        label: t`Nom en espagnol`,
        description: t`Sans nom espagnol, les bornes affichent le nom français`,
      },
      details: { field: fields.detailsES, label: t`Description en espagnol` },
    },
  ];

  return (
    <Tabs value={language} onChange={(v) => v && setLanguage(v as Language)}>
      <Tabs.List>
        {panels.map((panel) => (
          <Tabs.Tab key={panel.value} value={panel.value}>
            {panel.tab}
            {panel.flag}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {panels.map(({ value, name, details }) => (
        <Tabs.Panel key={value} value={value} pt="sm">
          <Stack gap="sm">
            <TextInput
              label={name.label}
              description={name.description}
              name={name.field.name}
              key={name.field.key}
              defaultValue={name.field.defaultValue}
              onChange={(e) => {
                const typed = e.currentTarget.value;
                if (value !== "fr") setNames((n) => ({ ...n, [value]: typed }));
              }}
              error={fieldError(name.field)}
              maxLength={SNACK_LIMITS.name}
              withAsterisk={value === "fr"}
              data-autofocus={value === "fr" || undefined}
            />
            <Textarea
              label={details.label}
              name={details.field.name}
              key={details.field.key}
              defaultValue={details.field.defaultValue}
              error={fieldError(details.field)}
              maxLength={SNACK_LIMITS.details}
              rows={3}
            />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
