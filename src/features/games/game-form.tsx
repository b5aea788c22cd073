import { NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { currencySymbol } from "@/lib/i18n/format";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { gameInputSchema, VAT, type Game } from "@/contract/catalogue";
import { gameCategoriesApi, gamesApi, gameTypesApi } from "@/contract/catalogue.endpoints";
import { smartTouchApi } from "@/contract/devices.endpoints";
import { call, valuesOf } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { useTextControl } from "@/lib/forms/use-text-control";
import { DayInput } from "@/ui/day-input";
import { FormActions } from "@/ui/form-actions";
import { FormFailure } from "@/ui/form-failure";
import { FormModal } from "@/ui/form-modal";
import { useSaveInModal } from "@/ui/save-in-modal";
import { useRemote } from "@/ui/use-remote";
import { GameDevicePicker, NO_DEVICE } from "./game-form-devices";
import { categoryFromType, devicesOverMax, fillFromCategory } from "./game-rules";

interface Props {
  /** The game to edit; none to add one. */
  game?: Game;
  onClose: () => void;
  /** After a save that reached the server, so the list refetches. */
  onSaved: () => void;
}

export function GameFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useLingui();
  const code = props.game?.code;
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={code === undefined ? t`Ajouter un jeu` : t`Modifier le jeu ${code}`}
      size="xl"
    >
      <GameForm {...props} />
    </FormModal>
  );
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The game form of spec sections 2 and 5; its rules are in game-rules.ts. */
export function GameForm({ game, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const fieldError = useFieldError();
  const saveInModal = useSaveInModal();
  const types = useRemote(() => valuesOf(gameTypesApi.list));
  const categories = useRemote(() => valuesOf(gameCategoriesApi.list));
  const devices = useRemote(() => valuesOf(smartTouchApi.list));
  const [chosen, setChosen] = useState<string[]>(game?.smartTouchIds.map(String) ?? []);
  // Filled in by a choice of category (spec section 5), so controlled.
  const [tokenPrice, setTokenPrice] = useState<string | number>(text(game?.tokenPrice));
  const [tva, setTva] = useState<string | number>(text(game?.tva));
  const { form, fields, pending, failure } = useContractForm(gameInputSchema, {
    id: "game-form",
    defaultValue: {
      gameTypeId: text(game?.gameTypeId),
      code: game?.code ?? "",
      version: game?.version ?? "",
      seller: game?.seller ?? "",
      gameCategoryId: text(game?.gameCategoryId),
    },
    onValid: async (values) => {
      // The alert above the selectors says why; nothing is sent.
      if (devicesOverMax(chosen, max) > 0) return;
      await saveInModal(
        () =>
          game
            ? call(gamesApi.update, { params: { id: game.id }, body: values })
            : call(gamesApi.create, { body: values }),
        {
          ...(game
            ? { success: t`Jeu modifié`, failure: t`Erreur lors de la modification du jeu` }
            : { success: t`Jeu ajouté`, failure: t`Erreur lors de l'ajout du jeu` }),
          keepOn: ["code_duplicated", "too_many_devices", "device_unavailable"],
        },
        onSaved,
      );
    },
  });
  const type = useTextControl(fields.gameTypeId);
  const category = useTextControl(fields.gameCategoryId);
  const typeRow = types.data?.find((ty) => String(ty.id) === type.value);
  const max = typeRow?.nbMaxSmartouchs;
  const over = devicesOverMax(chosen, max);

  function chooseType(value: string | null) {
    type.change(value ?? "");
    const next = types.data?.find((ty) => String(ty.id) === value);
    const filled = categoryFromType(next, category.value);
    if (filled) chooseCategory(filled);
  }

  function chooseCategory(value: string | null) {
    category.change(value ?? "");
    const row = categories.data?.find((c) => String(c.id) === value);
    const filled = fillFromCategory(row, { tokenPrice: String(tokenPrice), tva: String(tva) });
    if (filled.tokenPrice !== undefined) setTokenPrice(Number(filled.tokenPrice));
    if (filled.tva !== undefined) setTva(Number(filled.tva));
  }

  function chooseDevice(index: number, value: string | null) {
    const next = [...chosen];
    while (next.length <= index) next.push("");
    next[index] = !value || value === NO_DEVICE ? "" : value;
    setChosen(next);
  }

  const decimal = i18n.locale === "fr" ? "," : ".";
  const euro = <Text size="sm">{currencySymbol(i18n.locale === "en" ? "en" : "fr")}</Text>;

  return (
    <form {...form.props}>
      <input {...type.base} />
      <input {...category.base} />
      {chosen.map((value, index) =>
        value ? (
          <input key={index} type="hidden" name={`smartTouchIds[${index}]`} value={value} />
        ) : null,
      )}
      <Stack gap="md">
        <FormFailure failure={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Type de jeu`}
            placeholder={t`Choisir un type`}
            data={(types.data ?? []).map((ty) => ({
              value: String(ty.id),
              label: `${ty.name} (${ty.brand})`,
            }))}
            value={type.value || null}
            onChange={chooseType}
            error={
              fieldError(fields.gameTypeId) ??
              (types.error !== undefined ? t`Liste des types indisponible` : undefined)
            }
            searchable
            withAsterisk
          />
          <TextInput
            label={t`Identité`}
            description={t`Le code du jeu dans l'annuaire`}
            name={fields.code.name}
            key={fields.code.key}
            defaultValue={fields.code.defaultValue}
            error={fieldError(fields.code)}
            withAsterisk
            data-autofocus
          />
          <TextInput
            label={t`Version`}
            name={fields.version.name}
            key={fields.version.key}
            defaultValue={fields.version.defaultValue}
            error={fieldError(fields.version)}
            withAsterisk
          />
          <DayInput
            label={t`Date d'installation`}
            name="dateInstallation"
            defaultValue={game?.dateInstallation ?? null}
            error={fieldError(fields.dateInstallation)}
          />
          <DayInput
            label={t`Date d'achat`}
            name="purchaseDate"
            defaultValue={game?.purchaseDate ?? null}
            error={fieldError(fields.purchaseDate)}
          />
          <NumberInput
            label={t`Prix d'achat`}
            name={fields.purchasePrice.name}
            defaultValue={game?.purchasePrice ?? ""}
            error={fieldError(fields.purchasePrice)}
            decimalSeparator={decimal}
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            rightSection={euro}
          />
          <TextInput
            label={t`Vendeur`}
            name={fields.seller.name}
            key={fields.seller.key}
            defaultValue={fields.seller.defaultValue}
            error={fieldError(fields.seller)}
          />
          <NumberInput
            label={t`Prix de vente`}
            name={fields.sellingPrice.name}
            defaultValue={game?.sellingPrice ?? ""}
            error={fieldError(fields.sellingPrice)}
            decimalSeparator={decimal}
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            rightSection={euro}
          />
          <Select
            label={t`Catégorie`}
            placeholder={t`Choisir une catégorie`}
            description={t`Remplit le prix en unités et la TVA s'ils sont vides`}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={category.value || null}
            onChange={chooseCategory}
            error={
              fieldError(fields.gameCategoryId) ??
              (categories.error !== undefined ? t`Liste des catégories indisponible` : undefined)
            }
            withAsterisk
          />
          <NumberInput
            label={t`Prix en unités`}
            description={t`Unités débitées par partie`}
            name={fields.tokenPrice.name}
            value={tokenPrice}
            onChange={setTokenPrice}
            error={fieldError(fields.tokenPrice)}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
          />
          <NumberInput
            label={t`TVA`}
            name={fields.tva.name}
            value={tva}
            onChange={setTva}
            error={fieldError(fields.tva)}
            decimalSeparator={decimal}
            decimalScale={2}
            allowNegative={false}
            min={VAT.min}
            max={VAT.max}
            rightSection={<Text size="sm">%</Text>}
            withAsterisk
          />
        </SimpleGrid>
        <GameDevicePicker
          devices={devices.data}
          failed={devices.error !== undefined}
          gameId={game?.id}
          max={max}
          chosen={chosen}
          over={over}
          onChoose={chooseDevice}
        />
        <FormActions onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
