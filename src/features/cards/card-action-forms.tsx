import { Stack } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { cardTransferSchema, holderName, type Card } from "@/contract/cards";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormActions } from "@/ui/form-actions";
import { CardPickField, PickedCardSummary, useCardPick, type PickedCard } from "./card-pick";

export interface FormProps<V> {
  onSubmit: (value: V) => void;
  onCancel: () => void;
}

export function TransferForm({
  from,
  draft,
  onSubmit,
  onCancel,
}: FormProps<{ to: string }> & {
  from: Card;
  /** A refused transfer being corrected: the target that was queued. */
  draft?: { to: string };
}) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const { form, fields } = useContractForm(cardTransferSchema, { onValid: onSubmit });
  const pick = useCardPick(draft?.to);
  return (
    <form {...form.props}>
      <Stack>
        <CardPickField
          pick={pick}
          label={t`Numéro de la nouvelle carte`}
          name="to"
          error={fieldError(fields.to)}
        />
        {pick.settled && <TransferPreview from={from} typed={pick.typed} target={pick.card} />}
        <FormActions onCancel={onCancel} submit={<Trans>Valider</Trans>} />
      </Stack>
    </form>
  );
}

/** What the transfer will do, shown before it is confirmed: the target card and its balances. */
function TransferPreview({
  from,
  typed,
  target,
}: {
  from: Card;
  typed: string;
  target: PickedCard | undefined;
}) {
  const { t, i18n } = useLingui();
  const n = (value: number) => value.toLocaleString(i18n.locale);
  const source = from.publicNumber;
  const units = n(from.balanceTokens);
  const bonusUnits = n(from.balanceFreeTokens);
  return (
    <PickedCardSummary
      typed={typed}
      card={target}
      label={t`Carte qui recevra le transfert`}
      verdict={(card) => {
        const number = card.publicNumber;
        const otherOwner = card.customerId !== from.customerId ? holderName(card) : null;
        if (card.number === from.number)
          return { text: t`C'est la carte à transférer : choisissez-en une autre.`, problem: true };
        if (otherOwner)
          return {
            text: t`La carte ${number} appartient à ${otherOwner} : le transfert sera refusé.`,
            problem: true,
          };
        return {
          text:
            from.customerId !== null
              ? t`Les ${units} unités et ${bonusUnits} unités bonus de la carte ${source} passeront sur la carte ${number}, avec son client ; la carte ${source} sera désactivée.`
              : t`Les ${units} unités et ${bonusUnits} unités bonus de la carte ${source} passeront sur la carte ${number} ; la carte ${source} sera désactivée.`,
          problem: false,
        };
      }}
    />
  );
}
