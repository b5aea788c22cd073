/**
 * A period's form in a modal (src/contract/planning.ts): kind, name, days, hours, dates, the cut
 * of a happy hour and the games it covers. A conflict (409) names the other period above the
 * fields, with everything typed kept; without network nothing is lost either (useSaveInModal).
 */
import { Alert, Stack, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { conflictOf, periodInputSchema, type Period } from "@/contract/planning";
import { planningApi } from "@/contract/planning.endpoints";
import { ApiError } from "@/lib/api/api-error";
import { call } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormActions } from "@/ui/form-actions";
import { FormFailure } from "@/ui/form-failure";
import { FormModal } from "@/ui/form-modal";
import { useSaveInModal } from "@/ui/save-in-modal";
import { initialChoices } from "./period-choices";
import { PeriodFields } from "./period-fields";

interface Props {
  opened: boolean;
  period: Period | undefined;
  onClose: () => void;
  onSaved: () => void;
}

export function PeriodFormModal({ opened, ...props }: Props) {
  const { t } = useLingui();
  const name = props.period?.name ?? "";
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.period ? t`Modifier la période ${name}` : t`Nouvelle période`}
      size="lg"
    >
      <PeriodForm {...props} />
    </FormModal>
  );
}

/** The menu's "new" form (src/app/create-forms.ts). */
export function PeriodCreateModal(props: {
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  return <PeriodFormModal {...props} period={undefined} />;
}

function PeriodForm({ period, onClose, onSaved }: Omit<Props, "opened">) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const saveInModal = useSaveInModal();
  const [choices, setChoices] = useState(() => initialChoices(period));
  const [conflict, setConflict] = useState<{ id: number; name: string }>();
  const { form, fields, pending, failure } = useContractForm(periodInputSchema, {
    id: "period-form",
    defaultValue: {
      name: period?.name ?? "",
      startTime: period?.startTime ?? "",
      endTime: period?.endTime ?? "",
      percent: period?.percent == null ? "" : String(period.percent),
    },
    onValid: async (body) => {
      setConflict(undefined);
      const reason = (error: unknown) =>
        error instanceof ApiError && error.code === "unknown_game"
          ? t`Un jeu choisi n'existe plus : actualisez puis réessayez`
          : error instanceof ApiError && error.code === "unknown_category"
            ? t`Une catégorie choisie n'existe plus : actualisez puis réessayez`
            : error instanceof ApiError && error.code === "too_many_periods"
              ? t`Trop de périodes : supprimez-en d'abord`
              : undefined;
      try {
        await saveInModal(
          () =>
            period
              ? call(planningApi.update, { params: { id: period.id }, body })
              : call(planningApi.create, { body }),
          {
            success: period ? t`Période modifiée` : t`Période créée`,
            failure: period
              ? t`Erreur lors de la modification de la période`
              : t`Erreur lors de la création de la période`,
            reason,
            keepOn: ["unknown_game", "unknown_category", "too_many_periods"],
          },
          onSaved,
        );
      } catch (error) {
        const other =
          error instanceof ApiError && error.code === "period_conflict" && conflictOf(error.issues);
        if (other) return setConflict(other);
        throw error;
      }
    },
  });
  const otherName = conflict?.name ?? "";
  // The modal may be scrolled down to its button: the reason comes into view.
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) alert.current?.scrollIntoView({ block: "nearest" });
  }, [conflict]);
  return (
    <form {...form.props}>
      <Stack gap="md">
        <FormFailure failure={failure} />
        {conflict && (
          <Alert ref={alert} color="red" role="alert" title={t`Chevauche « ${otherName} »`}>
            {t`Deux périodes ne peuvent pas couvrir le même jeu au même moment. Changez les jours, les heures, les dates ou les jeux.`}
          </Alert>
        )}
        <TextInput
          label={t`Nom`}
          name={fields.name.name}
          defaultValue={period?.name ?? ""}
          error={fieldError(fields.name)}
          withAsterisk
          data-autofocus
        />
        <PeriodFields
          choices={choices}
          onChange={(next) => setChoices((c) => ({ ...c, ...next }))}
          fields={fields}
          period={period}
          fieldError={fieldError}
        />
        <FormActions onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
