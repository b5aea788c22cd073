import { Modal, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { cardCreateSchema, type Card } from "@/contract/cards";
import { cardsApi } from "@/contract/cards.endpoints";
import { call } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { Fact } from "@/ui/fact";
import { FormFailure } from "@/ui/form-failure";
import { DayInput } from "@/ui/day-input";
import { FlagSwitch } from "@/ui/flag-switch";
import { FormActions } from "@/ui/form-actions";
import { useSaveInModal } from "@/ui/save-in-modal";
import { CARD_NUMBER_FIELD } from "@/ui/scanner/use-keyboard-wedge";

interface Props {
  opened: boolean;
  onClose: () => void;
  onSaved: (card: Card) => void;
  /** Editing this card: its numbers are locked and its balances read-only (spec section 2). */
  card?: Card;
}

export function CardFormModal({ opened, onClose, onSaved, card }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={card ? t`Modifier la carte` : t`Nouvelle carte`}
      size="lg"
    >
      {opened && <CardForm card={card} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function CardForm({ card, onClose, onSaved }: Omit<Props, "opened">) {
  const { t, i18n } = useLingui();
  const saveInModal = useSaveInModal();
  const fieldError = useFieldError();
  const { form, fields, pending, failure } = useContractForm(cardCreateSchema, {
    defaultValue: card ?? { isActive: true },
    onValid: (value) => {
      // The numbers of an existing card are locked: only its dates and active flag are sent.
      const { number: _n, publicNumber: _p, ...editable } = value;
      return saveInModal(
        () =>
          card
            ? call(cardsApi.update, { params: { number: card.number }, body: editable })
            : call(cardsApi.create, { body: value }),
        card
          ? { success: t`Carte modifiée`, failure: t`Erreur lors de la modification de la carte` }
          : { success: t`Carte ajoutée`, failure: t`Erreur lors de l'ajout de la carte` },
        (saved) => {
          if (saved) onSaved(saved);
          onClose();
        },
      );
    },
  });

  return (
    <form {...form.props}>
      <Stack>
        <FormFailure failure={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {/* Editing, the numbers are the card's identity: shown as text, sent as they are. */}
          {card ? (
            <>
              <Fact label={t`Numéro public`}>{card.publicNumber}</Fact>
              <input type="hidden" name="publicNumber" value={card.publicNumber} />
              <Fact label={t`Numéro technique`}>{card.number}</Fact>
              <input type="hidden" name="number" value={card.number} />
            </>
          ) : (
            <>
              <TextInput
                label={t`Numéro public`}
                {...CARD_NUMBER_FIELD}
                name="publicNumber"
                error={fieldError(fields.publicNumber)}
                required
              />
              <TextInput
                label={t`Numéro technique`}
                {...CARD_NUMBER_FIELD}
                name="number"
                error={fieldError(fields.number)}
                required
              />
            </>
          )}
          <DayInput
            label={t`Date d'activation`}
            name="activationDate"
            defaultValue={card?.activationDate ?? null}
          />
          <DayInput
            label={t`Date d'expiration`}
            name="expirationDate"
            defaultValue={card?.expirationDate ?? null}
          />
          {card && <Fact label={t`Unités`}>{card.balanceTokens.toLocaleString(i18n.locale)}</Fact>}
          {card && (
            <Fact label={t`Unités bonus`}>
              {card.balanceFreeTokens.toLocaleString(i18n.locale)}
            </Fact>
          )}
        </SimpleGrid>
        <FlagSwitch
          label={t`Carte active`}
          name="isActive"
          defaultChecked={card?.isActive ?? true}
        />
        <FormActions onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
