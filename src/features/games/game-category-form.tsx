import { NumberInput, Select, Stack, Text, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { gameCategoryInputSchema, VAT, type GameCategory } from "@/contract/catalogue";
import { animationsApi, gameCategoriesApi } from "@/contract/catalogue.endpoints";
import { call, valuesOf } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { useTextControl } from "@/lib/forms/use-text-control";
import { FormActions } from "@/ui/form-actions";
import { FormFailure } from "@/ui/form-failure";
import { FormModal } from "@/ui/form-modal";
import { useSaveInModal } from "@/ui/save-in-modal";
import { useRemote } from "@/ui/use-remote";

interface Props {
  category: GameCategory | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** The game category form: edit only (spec section 2): VAT, token price and LED animation. */
export function GameCategoryFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useLingui();
  const name = props.category?.name ?? "";
  return (
    <FormModal opened={opened} onClose={props.onClose} title={t`Modifier la catégorie ${name}`}>
      {props.category && <GameCategoryForm {...props} category={props.category} />}
    </FormModal>
  );
}

function GameCategoryForm({ category, onClose, onSaved }: Props & { category: GameCategory }) {
  const { t, i18n } = useLingui();
  const fieldError = useFieldError();
  const saveInModal = useSaveInModal();
  const animations = useRemote(() => valuesOf(animationsApi.list));
  const { form, fields, pending, failure } = useContractForm(gameCategoryInputSchema, {
    id: "game-category-form",
    defaultValue: {
      tva: String(category.tva),
      tokenPrice: String(category.tokenPrice),
      animationId: category.animationId === null ? "" : String(category.animationId),
    },
    onValid: (values) =>
      saveInModal(
        () => call(gameCategoriesApi.update, { params: { id: category.id }, body: values }),
        {
          success: t`Catégorie modifiée`,
          failure: t`Erreur lors de la modification de la catégorie`,
        },
        onSaved,
      ),
  });
  const animation = useTextControl(fields.animationId);
  const decimal = i18n.locale === "fr" ? "," : ".";
  const { min: vatMin, max: vatMax } = VAT;
  return (
    <form {...form.props}>
      <input {...animation.base} />
      <Stack gap="md">
        <FormFailure failure={failure} />
        <TextInput label={t`Code`} value={category.code} readOnly disabled />
        <NumberInput
          label={t`TVA`}
          description={t`De ${vatMin} à ${vatMax} %`}
          name={fields.tva.name}
          defaultValue={category.tva}
          error={fieldError(fields.tva)}
          decimalSeparator={decimal}
          decimalScale={2}
          rightSection={<Text size="sm">%</Text>}
          withAsterisk
          data-autofocus
        />
        <NumberInput
          label={t`Prix en unités`}
          description={t`Unités débitées par partie`}
          name={fields.tokenPrice.name}
          defaultValue={category.tokenPrice}
          error={fieldError(fields.tokenPrice)}
          allowDecimal={false}
          withAsterisk
        />
        <Select
          label={t`Animation LED`}
          placeholder={t`Choisir une animation`}
          data={(animations.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          value={animation.value || null}
          onChange={(value) => animation.change(value ?? "")}
          error={
            fieldError(fields.animationId) ??
            (animations.error !== undefined ? t`Liste des animations indisponible` : undefined)
          }
          withAsterisk
        />
        <FormActions onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
