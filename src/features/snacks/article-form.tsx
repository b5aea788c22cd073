import {
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  SNACK_LIMITS,
  snackArticleInputSchema,
  TAXES_DEFAULT,
  type SnackArticle,
  type SnackType,
} from "@/contract/snacks";
import { snackArticlesApi, snackLocationsApi } from "@/contract/snacks.endpoints";
import { call, valuesOf } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { useTextControl } from "@/lib/forms/use-text-control";
import { useCan } from "@/lib/session/use-can";
import { ConfirmAction } from "@/ui/confirm-action";
import { FlagSwitch } from "@/ui/flag-switch";
import { FormActions } from "@/ui/form-actions";
import { FormFailure } from "@/ui/form-failure";
import { FormModal } from "@/ui/form-modal";
import { notify } from "@/ui/notify";
import { useSaveInModal } from "@/ui/save-in-modal";
import { useRemote } from "@/ui/use-remote";
import { ArticleNames } from "./article-names";
import { ArticlePicture, usePictureDraft } from "./article-picture";
import { categoryChoices, SNACK_SCREENS } from "./snack-types";

interface Props {
  type: SnackType;
  /** The article or category to edit; none to add one. */
  article?: SnackArticle;
  onClose: () => void;
  /** After a save or a delete that reached the server, so the list and the tree refetch. */
  onSaved: () => void;
}

export function ArticleFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useLingui();
  const name = props.article?.name ?? "";
  const title = !props.article
    ? t`Ajouter un article`
    : props.article.isCategory
      ? t`Modifier la catégorie ${name}`
      : t`Modifier l'article ${name}`;
  return (
    <FormModal opened={opened} onClose={props.onClose} title={title} size="xl">
      <ArticleForm {...props} />
    </FormModal>
  );
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The article form (spec sections 3 and 5): names and details in three languages, prices, place. */
export function ArticleForm({ type, article, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const fieldError = useFieldError();
  const saveInModal = useSaveInModal();
  const canDelete = useCan("SNACKING_DELETE");
  const { param } = SNACK_SCREENS[type];
  const zones = useRemote(() =>
    valuesOf(snackLocationsApi.list, { query: { productType: param } }),
  );
  const categories = useRemote(() =>
    valuesOf(snackArticlesApi.categories, { query: { productType: param } }),
  );
  const [isCategory, setIsCategory] = useState(article?.isCategory ?? false);
  const picture = usePictureDraft(article?.imgProduct ?? null);
  const [chosen, setChosen] = useState<string[]>(article?.snackCategoryId.map(String) ?? []);
  const [taxes, setTaxes] = useState<string | number>(article?.taxesPercent ?? TAXES_DEFAULT);
  const { form, fields, pending, failure } = useContractForm(snackArticleInputSchema, {
    id: "snack-article-form",
    defaultValue: {
      name: article?.name ?? "",
      nameEN: article?.nameEN ?? "",
      nameES: article?.nameES ?? "",
      details: article?.details ?? "",
      detailsEN: article?.detailsEN ?? "",
      detailsES: article?.detailsES ?? "",
      snackLocationId: text(article?.snackLocationId),
    },
    onValid: (values) =>
      saveInModal(
        async () => {
          const saved = article
            ? await call(snackArticlesApi.update, { params: { id: article.id }, body: values })
            : await call(snackArticlesApi.create, { body: values });
          if (!values.isCategory) await picture.save(saved.id);
          return saved;
        },
        messages(values.isCategory, !!article),
        onSaved,
      ),
  });
  const zone = useTextControl(fields.snackLocationId);

  function messages(category: boolean, update: boolean) {
    if (category)
      return update
        ? {
            success: t`Catégorie modifiée`,
            failure: t`Erreur lors de la modification de la catégorie`,
          }
        : { success: t`Catégorie créée`, failure: t`Erreur lors de la création de la catégorie` };
    return update
      ? { success: t`Article modifié`, failure: t`Erreur lors de la modification de l'article` }
      : { success: t`Article créé`, failure: t`Erreur lors de la création de l'article` };
  }

  async function remove() {
    if (!article) return;
    const category = article.isCategory;
    try {
      await call(snackArticlesApi.remove, { params: { id: article.id } });
      notify("success", category ? t`Catégorie supprimée` : t`Article supprimé`);
      onSaved();
    } catch (error) {
      notify(
        "error",
        i18n._(errorMessage(error)),
        category
          ? t`Erreur lors de la suppression de la catégorie`
          : t`Erreur lors de la suppression de l'article`,
      );
    }
  }

  const all = categoryChoices(categories.data ?? []);
  // A category is never its own parent, nor under one of its subcategories.
  const own = isCategory && article ? (all.find((c) => c.id === article.id)?.subtree ?? []) : [];
  const choices = all
    .filter((c) => !own.includes(c.id))
    .map((c) => ({ value: String(c.id), label: c.label }));
  const kept = isCategory ? chosen.slice(0, 1) : chosen;
  const categoriesError =
    fieldError(fields.snackCategoryId) ??
    (categories.error !== undefined ? t`Liste des catégories indisponible` : undefined);
  const decimal = i18n.locale === "en" ? "." : ",";
  const name = article?.name ?? "";

  return (
    <form {...form.props}>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="isCategory" value={String(isCategory)} />
      {kept.map((value, index) => (
        <input key={value} type="hidden" name={`snackCategoryId[${index}]`} value={value} />
      ))}
      {isCategory ? (
        <>
          {/* A category has no price and no zone (src/contract/snacks.ts). */}
          <input type="hidden" name="tokenPrice" value="0" />
          <input type="hidden" name="fidelityPointPrice" value="0" />
          <input type="hidden" name="taxesPercent" value={String(taxes)} />
          <input type="hidden" name="snackLocationId" value="" />
        </>
      ) : (
        <input {...zone.base} />
      )}
      <Stack gap="md">
        <FormFailure failure={failure} />
        {/* What it is is chosen once: an article's sales and a category's contents stay theirs. */}
        {!article && (
          <Switch
            label={t`C'est une catégorie`}
            description={t`Une catégorie regroupe des articles : elle n'a ni prix ni zone de préparation`}
            checked={isCategory}
            onChange={(e) => setIsCategory(e.currentTarget.checked)}
          />
        )}
        {!isCategory && <ArticlePicture {...picture.props} />}
        <ArticleNames fields={fields} initial={article} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {!isCategory && (
            <>
              <NumberInput
                label={t`Prix en unités`}
                name={fields.tokenPrice.name}
                defaultValue={article?.tokenPrice ?? ""}
                error={fieldError(fields.tokenPrice)}
                allowDecimal={false}
                allowNegative={false}
                withAsterisk
              />
              <NumberInput
                label={t`Prix en points fidélité`}
                name={fields.fidelityPointPrice.name}
                defaultValue={article?.fidelityPointPrice ?? 0}
                error={fieldError(fields.fidelityPointPrice)}
                allowDecimal={false}
                allowNegative={false}
                withAsterisk
              />
              <NumberInput
                label={t`TVA`}
                name={fields.taxesPercent.name}
                value={taxes}
                onChange={setTaxes}
                error={fieldError(fields.taxesPercent)}
                decimalSeparator={decimal}
                decimalScale={2}
                allowNegative={false}
                rightSection={<Text size="sm">%</Text>}
                withAsterisk
              />
              <Select
                label={t`Zone de préparation`}
                placeholder={t`Aucune zone`}
                data={(zones.data ?? []).map((z) => ({ value: String(z.id), label: z.name }))}
                value={zone.value || null}
                onChange={(value) => zone.change(value ?? "")}
                error={
                  fieldError(fields.snackLocationId) ??
                  (zones.error !== undefined ? t`Liste des zones indisponible` : undefined)
                }
                clearable
              />
            </>
          )}
          {isCategory ? (
            <Select
              label={t`Catégorie parente`}
              placeholder={t`Aucune : catégorie principale`}
              data={choices}
              value={kept[0] ?? null}
              onChange={(value) => setChosen(value ? [value] : [])}
              error={categoriesError}
              clearable
            />
          ) : (
            <MultiSelect
              label={t`Catégories`}
              placeholder={kept.length ? undefined : t`Aucune catégorie`}
              data={choices}
              value={kept}
              onChange={setChosen}
              error={categoriesError}
              maxValues={SNACK_LIMITS.categories}
              searchable
              clearable
            />
          )}
          <NumberInput
            label={t`Ordre`}
            description={t`Place parmi ses voisins, du plus petit au plus grand`}
            name={fields.order.name}
            defaultValue={article?.order ?? 0}
            error={fieldError(fields.order)}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
          />
        </SimpleGrid>
        <FlagSwitch
          name="isAvailable"
          label={t`Disponible à la vente`}
          description={t`Les bornes ne proposent pas ce qui est indisponible`}
          defaultChecked={article?.isAvailable ?? true}
        />
        <Group justify="space-between">
          {article && canDelete ? (
            <ConfirmAction
              label={t`Supprimer`}
              title={article.isCategory ? t`Supprimer la catégorie` : t`Supprimer l'article`}
              message={
                article.isCategory
                  ? t`La catégorie « ${name} » sera supprimée : ce qu'elle contient remonte dans sa catégorie parente.`
                  : t`L'article « ${name} » sera supprimé : les bornes ne le proposeront plus.`
              }
              confirmLabel={t`Supprimer`}
              onConfirm={remove}
            />
          ) : (
            <span />
          )}
          <FormActions onCancel={onClose} pending={pending} />
        </Group>
      </Stack>
    </form>
  );
}
