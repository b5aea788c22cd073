import { Button, Modal, Stack } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { cardPickSchema, holderName, type Card } from "@/contract/cards";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormActions } from "@/ui/form-actions";
import { Icon } from "@/ui/icons";
import { useCommand } from "@/ui/use-command";
import { assign } from "./card-commands";
import { CardPickField, PickedCardSummary, useCardPick, type PickedCard } from "./card-pick";
import type { CustomerRef } from "@/ui/feature-slots";

/**
 * "Ajouter une carte" on a customer's page: the card in hand, typed, read by a reader or scanned,
 * is shown with its balances and owner before it is linked to the customer (the card's "assign"
 * command, so it works offline like the card page's own). Shown to holders of CARD_ASSIGN.
 */
export function AddCustomerCard({
  customer,
  onAdded,
}: {
  customer: CustomerRef;
  onAdded: () => void;
}) {
  const { t } = useLingui();
  const command = useCommand(assign);
  const [opened, setOpened] = useState(false);
  if (!command.allowed) return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<Icon name="card" size={20} />}
        onClick={() => setOpened(true)}
      >
        <Trans>Ajouter une carte</Trans>
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`Ajouter une carte`}>
        {opened && (
          <AddCardForm
            customer={customer}
            onCancel={() => setOpened(false)}
            onSubmit={(card) => {
              setOpened(false);
              void command.run({ card, customerId: customer.id }).then(onAdded);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function AddCardForm({
  customer,
  onSubmit,
  onCancel,
}: {
  customer: CustomerRef;
  onSubmit: (card: Card) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const pick = useCardPick();
  const [refusal, setRefusal] = useState<Problem>();
  const { form, fields } = useContractForm(cardPickSchema, {
    onValid: () => {
      const card = pick.settled ? pick.card : null;
      if (card && card !== "missing" && !problemOf(card, customer)) onSubmit(card);
      else setRefusal(problemOf(card, customer));
    },
  });
  useEffect(() => setRefusal(undefined), [pick.value]);
  // What the preview already explains is not said twice: the field says what to do about it.
  const refused =
    refusal === "unknown"
      ? t`Carte introuvable pour l'instant : vérifiez le numéro ou la connexion.`
      : refusal && t`Choisissez une autre carte.`;
  return (
    <form {...form.props}>
      <Stack>
        <CardPickField
          pick={pick}
          label={t`Numéro de la carte`}
          name="number"
          error={fieldError(fields.number) ?? refused}
        />
        {pick.settled && <CardToGive typed={pick.typed} card={pick.card} customer={customer} />}
        <FormActions onCancel={onCancel} submit={<Trans>Ajouter la carte</Trans>} />
      </Stack>
    </form>
  );
}

type Problem = "missing" | "unknown" | "theirs" | "other";

/** Why this card cannot be given to the customer now, if it cannot. */
function problemOf(card: PickedCard | undefined, customer: CustomerRef): Problem | undefined {
  if (card === "missing") return "missing";
  if (!card) return "unknown";
  if (card.customerId === customer.id) return "theirs";
  if (card.customerId !== null) return "other";
  return undefined;
}

/** The card about to be given, with what will happen (or why it cannot), before it is sent. */
function CardToGive({
  typed,
  card,
  customer,
}: {
  typed: string;
  card: PickedCard | undefined;
  customer: CustomerRef;
}) {
  const { t } = useLingui();
  const name = `${customer.firstName} ${customer.lastName}`;
  return (
    <PickedCardSummary
      typed={typed}
      card={card}
      label={t`Carte à ajouter`}
      verdict={(found) => {
        const number = found.publicNumber;
        const owner = holderName(found);
        const problem = problemOf(found, customer);
        if (problem === "theirs")
          return { text: t`Cette carte est déjà celle de ${name}.`, problem: true };
        if (problem === "other")
          return {
            text: t`La carte ${number} appartient à ${owner} : retirez-la-lui d'abord depuis sa page.`,
            problem: true,
          };
        return { text: t`La carte ${number} sera associée à ${name}.`, problem: false };
      }}
    />
  );
}
