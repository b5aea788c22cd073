/** The period form's fields beyond the name (period-form.tsx): controlled, sent as hidden inputs. */
import {
  Chip,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
} from "@mantine/core";
import { DatePickerInput, TimeInput } from "@mantine/dates";
import { useLingui } from "@lingui/react/macro";
import {
  PERIOD_KINDS,
  PLANNING_LIMITS,
  type Period,
  type periodInputSchema,
} from "@/contract/planning";
import type { useContractForm } from "@/lib/forms/use-contract-form";
import { DATE_FORMAT } from "@/lib/i18n/format";
import { useRemote } from "@/ui/use-remote";
import { categoryChoices, gameChoices, hiddenList, type PeriodChoices } from "./period-choices";
import { dayName, KIND_LABELS } from "./period-labels";

type Fields = ReturnType<typeof useContractForm<typeof periodInputSchema>>["fields"];
type FieldError = (field: { errors?: string[] | undefined }) => string | undefined;

interface Props {
  choices: PeriodChoices;
  onChange: (next: Partial<PeriodChoices>) => void;
  fields: Fields;
  period: Period | undefined;
  fieldError: FieldError;
}

const TOUCH = { minHeight: 44 };

export function PeriodFields({ choices, onChange, fields, period, fieldError }: Props) {
  const { t, i18n } = useLingui();
  const games = useRemote(gameChoices);
  const categories = useRemote(categoryChoices);
  const { max } = PLANNING_LIMITS.percent;
  const hidden = [
    { key: "kind", name: fields.kind.name, value: choices.kind },
    ...hiddenList(fields.days.name, choices.days),
    { key: "from", name: fields.from.name, value: choices.range[0] ?? "" },
    { key: "to", name: fields.to.name, value: choices.range[1] ?? "" },
    ...hiddenList(fields.excludedDates.name, choices.excluded),
    ...hiddenList(fields.gameIds.name, choices.games),
    ...hiddenList(fields.categoryIds.name, choices.categories),
  ];
  const ruled = (field: { errors?: string[] | undefined }, text: string) =>
    field.errors?.[0] === "is_valid" ? text : fieldError(field);
  return (
    <Stack gap="md">
      {hidden.map(({ key, ...input }) => (
        <input key={key} type="hidden" {...input} />
      ))}
      <Input.Wrapper label={t`Type`}>
        <SegmentedControl
          fullWidth
          data={PERIOD_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) }))}
          value={choices.kind}
          onChange={(kind) => onChange({ kind: kind })}
          styles={{ label: TOUCH }}
        />
      </Input.Wrapper>
      <Input.Wrapper
        label={t`Jours`}
        error={ruled(fields.days, t`Chaque jour une seule fois`)}
        withAsterisk
      >
        <Chip.Group multiple value={choices.days} onChange={(days) => onChange({ days })}>
          <Group gap="xs" mt={4}>
            {[1, 2, 3, 4, 5, 6, 7].map((day) => (
              <Chip
                key={day}
                value={String(day)}
                styles={{ label: { ...TOUCH, minWidth: 64, justifyContent: "center" } }}
              >
                {dayName(day, i18n)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <Group grow align="flex-start">
        <TimeInput
          size="md"
          label={t`Début`}
          name={fields.startTime.name}
          defaultValue={period?.startTime ?? ""}
          error={fieldError(fields.startTime)}
          withAsterisk
        />
        <TimeInput
          size="md"
          label={t`Fin`}
          name={fields.endTime.name}
          defaultValue={period?.endTime ?? ""}
          error={ruled(fields.endTime, t`La fin doit différer du début`)}
          withAsterisk
        />
      </Group>
      <Text size="sm" c="dimmed" mt={-8}>
        {t`Une fin avant le début finit le lendemain (22:00 – 02:00).`}
      </Text>
      {choices.kind === "HappyHour" && (
        <NumberInput
          label={t`Réduction du prix`}
          description={t`De 1 à ${max} %`}
          name={fields.percent.name}
          defaultValue={period?.percent ?? undefined}
          error={fieldError(fields.percent)}
          allowDecimal={false}
          min={1}
          max={max}
          rightSection={<Text size="sm">%</Text>}
          withAsterisk
        />
      )}
      <DatePickerInput
        size="md"
        type="range"
        allowSingleDateInRange
        label={t`Dates`}
        description={t`Facultatif : sans dates, toutes les semaines`}
        placeholder={t`Toujours`}
        valueFormat={DATE_FORMAT}
        value={choices.range}
        onChange={(range) => onChange({ range })}
        error={ruled(fields.to, t`La fin doit suivre le début`) ?? fieldError(fields.from)}
        clearable
        clearButtonProps={{ "aria-label": t`Effacer les dates` }}
      />
      <DatePickerInput
        size="md"
        type="multiple"
        label={t`Jours exclus`}
        description={t`Jours fériés et fermetures : la période ne commence pas ces jours-là`}
        placeholder={t`Aucun`}
        valueFormat={DATE_FORMAT}
        value={choices.excluded}
        onChange={(excluded) => onChange({ excluded })}
        error={fieldError(fields.excludedDates)}
        clearable
        clearButtonProps={{ "aria-label": t`Effacer les jours exclus` }}
      />
      <MultiSelect
        size="md"
        label={t`Jeux`}
        description={t`Sans jeu ni catégorie : tous les jeux`}
        placeholder={
          choices.games.length || choices.categories.length ? undefined : t`Tous les jeux`
        }
        data={games.data ?? []}
        value={choices.games}
        onChange={(games) => onChange({ games })}
        error={
          fieldError(fields.gameIds) ??
          (games.error !== undefined ? t`Liste des jeux indisponible` : undefined)
        }
        searchable
        clearable
        maxValues={PLANNING_LIMITS.games}
      />
      <MultiSelect
        size="md"
        label={t`Catégories`}
        description={t`Tous les jeux de ces catégories`}
        data={categories.data ?? []}
        value={choices.categories}
        onChange={(categories) => onChange({ categories })}
        error={
          fieldError(fields.categoryIds) ??
          (categories.error !== undefined ? t`Liste des catégories indisponible` : undefined)
        }
        searchable
        clearable
      />
    </Stack>
  );
}
