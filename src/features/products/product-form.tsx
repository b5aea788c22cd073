import { Alert, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { productInputSchema, type Product } from "@/contract/catalogue";
import { productsApi } from "@/contract/catalogue.endpoints";
import { call } from "@/lib/api/call";
import { currencySymbol } from "@/lib/i18n/format";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormActions } from "@/ui/form-actions";
import { FormFailure } from "@/ui/form-failure";
import { FormModal } from "@/ui/form-modal";
import { Icon } from "@/ui/icons";
import { useSaveInModal } from "@/ui/save-in-modal";

interface Props {
  /** The product to edit; none to add one. */
  product?: Product;
  onClose: () => void;
  onSaved: () => void;
}

export function ProductFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useLingui();
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.product ? t`Modifier le produit` : t`Ajouter un produit`}
    >
      <ProductForm {...props} />
    </FormModal>
  );
}

/** Spec section 1: a product's amounts must match the unit price of the global back office. */
export function ProductWarning() {
  const { t } = useLingui();
  return (
    <Alert color="yellow" variant="light" icon={<Icon name="alert" />}>
      {t`Les montants des produits doivent correspondre au prix de l'unité configuré pour le site dans le back-office global.`}
    </Alert>
  );
}

function ProductForm({ product, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const fieldError = useFieldError();
  const saveInModal = useSaveInModal();
  const { form, fields, pending, failure } = useContractForm(productInputSchema, {
    id: "product-form",
    defaultValue: { name: product?.name ?? "" },
    onValid: (values) =>
      saveInModal(
        () =>
          product
            ? call(productsApi.update, { params: { id: product.id }, body: values })
            : call(productsApi.create, { body: values }),
        product
          ? { success: t`Produit modifié`, failure: t`Erreur lors de la modification du produit` }
          : { success: t`Produit ajouté`, failure: t`Erreur lors de l'ajout du produit` },
        onSaved,
      ),
  });
  const fr = i18n.locale !== "en";
  return (
    <form {...form.props}>
      <Stack gap="md">
        <ProductWarning />
        <FormFailure failure={failure} />
        <TextInput
          label={t`Nom`}
          name={fields.name.name}
          key={fields.name.key}
          defaultValue={fields.name.defaultValue}
          error={fieldError(fields.name)}
          withAsterisk
          data-autofocus
        />
        <NumberInput
          label={t`Prix`}
          name={fields.price.name}
          defaultValue={product?.price ?? ""}
          error={fieldError(fields.price)}
          decimalSeparator={fr ? "," : "."}
          decimalScale={2}
          fixedDecimalScale
          allowNegative={false}
          rightSection={<Text size="sm">{currencySymbol(fr ? "fr" : "en")}</Text>}
          withAsterisk
        />
        <NumberInput
          label={t`Unités`}
          name={fields.tokensAmount.name}
          defaultValue={product?.tokensAmount ?? 0}
          error={fieldError(fields.tokensAmount)}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
        />
        <NumberInput
          label={t`Unités bonus`}
          description={t`Un produit donne des unités, des unités bonus, ou les deux`}
          name={fields.freeTokensAmount.name}
          defaultValue={product?.freeTokensAmount ?? 0}
          error={fieldError(fields.freeTokensAmount)}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
        />
        <FormActions onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
