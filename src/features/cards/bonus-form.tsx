import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { bonusUpdateSchema } from "@/contract/cards";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { useVenueSettings } from "@/lib/venue-settings";
import { FormActions } from "@/ui/form-actions";
import type { FormProps } from "./card-action-forms";

export type BonusChange = { amount: number; comment: string };

/** The amounts a tap adds to the field, the most common at the desk. */
const QUICK_AMOUNTS = [5, 10] as const;

/**
 * Add or remove bonus units: a positive amount and a comment; the sign comes from the choice.
 * The card's bonus balance shows as it will be ("15 → 20 unités bonus") while the amount is
 * typed or tapped (+5, +10). A change above the venue's threshold (a manager's setting,
 * src/contract/venue-settings.ts) takes a second look that states the amount before it is sent;
 * the typed values stay to correct them.
 */
export function BonusForm({
  cardNumber,
  balance,
  draft,
  onSubmit,
  onCancel,
}: FormProps<BonusChange> & {
  cardNumber: string;
  /** The card's bonus units now, pending actions included. */
  balance: number;
  /** A refused change being corrected: what was queued (src/ui/offline/use-correction.ts). */
  draft?: BonusChange;
}) {
  const { t, i18n } = useLingui();
  const confirmAbove = useVenueSettings().bonusConfirmAbove;
  const fieldError = useFieldError();
  const [mode, setMode] = useState<"add" | "remove">(draft && draft.amount < 0 ? "remove" : "add");
  const [amount, setAmount] = useState<number | string>(draft ? Math.abs(draft.amount) : "");
  const [large, setLarge] = useState<BonusChange | null>(null);
  const { form, fields } = useContractForm(bonusUpdateSchema, {
    onValid: ({ amount, comment }) => {
      const change = { amount: mode === "add" ? Math.abs(amount) : -Math.abs(amount), comment };
      if (Math.abs(amount) > confirmAbove) setLarge(change);
      else onSubmit(change);
    },
  });
  const units = large ? Math.abs(large.amount).toLocaleString(i18n.locale) : "";
  const threshold = confirmAbove.toLocaleString(i18n.locale);
  const typed = typeof amount === "number" ? amount : 0;
  const after = balance + (mode === "add" ? typed : -typed);
  const now = balance.toLocaleString(i18n.locale);
  const add = (n: number) => (setAmount(typed + n), setLarge(null));
  return (
    <form {...form.props} onChange={() => setLarge(null)}>
      <Stack>
        <SegmentedControl
          value={mode}
          onChange={(v) => (setMode(v === "remove" ? "remove" : "add"), setLarge(null))}
          data={[
            { value: "add", label: t`Ajouter` },
            { value: "remove", label: t`Retirer` },
          ]}
        />
        <NumberInput
          label={t`Nombre d'unités bonus`}
          name="amount"
          value={amount}
          onChange={setAmount}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          error={fieldError(fields.amount)}
          required
        />
        <Group gap="xs" role="group" aria-label={t`Montants rapides`}>
          {QUICK_AMOUNTS.map((n) => (
            <Button key={n} variant="light" onClick={() => add(n)}>
              {mode === "add" ? `+${n}` : `−${n}`}
            </Button>
          ))}
        </Group>
        <Text
          role="status"
          fw={600}
          c={after < 0 ? "var(--mantine-color-error)" : undefined}
          data-testid="bonus-preview"
        >
          <Trans>
            Solde : {now} → <Plural value={after} one="# unité bonus" other="# unités bonus" />
          </Trans>
        </Text>
        <TextInput
          label={t`Commentaire`}
          name="comment"
          defaultValue={draft?.comment}
          error={fieldError(fields.comment)}
          required
        />
        {large ? (
          <Alert color="orange" title={t`Confirmer ce montant`} role="alert">
            <Stack gap="sm">
              <Text>
                {large.amount > 0 ? (
                  <Trans>
                    Ajouter {units} unités bonus à la carte {cardNumber} ?
                  </Trans>
                ) : (
                  <Trans>
                    Retirer {units} unités bonus de la carte {cardNumber} ?
                  </Trans>
                )}{" "}
                <Trans>C'est plus que le seuil de {threshold} fixé par la direction.</Trans>
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setLarge(null)}>
                  <Trans>Corriger</Trans>
                </Button>
                <Button onClick={() => onSubmit(large)}>
                  <Trans>Confirmer {units} unités</Trans>
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <FormActions onCancel={onCancel} submit={<Trans>Valider</Trans>} />
        )}
      </Stack>
    </form>
  );
}
