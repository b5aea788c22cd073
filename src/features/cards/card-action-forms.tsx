import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { bonusUpdateSchema, cardAssignSchema, cardTransferSchema } from "@/contract/cards";
import { SEARCH_LIMITS } from "@/contract/search";
import { searchCustomers } from "@/lib/api/customers.api";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormActions } from "@/ui/form-actions";
import { useVenueSettings } from "@/lib/venue-settings";
import { useRemote } from "@/ui/use-remote";
import { CARD_NUMBER_FIELD } from "@/ui/scanner/use-keyboard-wedge";

interface FormProps<V> {
  onSubmit: (value: V) => void;
  onCancel: () => void;
}

type BonusChange = { amount: number; comment: string };

/**
 * Add or remove bonus units: a positive amount and a comment; the sign comes from the choice. A
 * change above the venue's threshold (a manager's setting, src/contract/venue-settings.ts) takes a
 * second look that states the amount before it is sent; the typed values stay to correct them.
 */
export function BonusForm({
  cardNumber,
  onSubmit,
  onCancel,
}: FormProps<BonusChange> & { cardNumber: string }) {
  const { t, i18n } = useLingui();
  const confirmAbove = useVenueSettings().bonusConfirmAbove;
  const fieldError = useFieldError();
  const [mode, setMode] = useState<"add" | "remove">("add");
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
          min={1}
          allowDecimal={false}
          allowNegative={false}
          error={fieldError(fields.amount)}
          required
        />
        <TextInput
          label={t`Commentaire`}
          name="comment"
          error={fieldError(fields.comment)}
          required
        />
        {large ? (
          <Alert color="orange" title={t`Confirmer ce montant`} role="alert">
            <Stack gap="sm">
              <Text>
                {large.amount > 0 ? (
                  <Trans>
                    Ajouter {units} unités bonus à la carte {cardNumber} ?
                  </Trans>
                ) : (
                  <Trans>
                    Retirer {units} unités bonus de la carte {cardNumber} ?
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

export function TransferForm({ onSubmit, onCancel }: FormProps<{ to: string }>) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const { form, fields } = useContractForm(cardTransferSchema, { onValid: onSubmit });
  return (
    <form {...form.props}>
      <Stack>
        <TextInput
          label={t`Numéro de la nouvelle carte`}
          {...CARD_NUMBER_FIELD}
          name="to"
          error={fieldError(fields.to)}
          required
          autoFocus
        />
        <FormActions onCancel={onCancel} submit={<Trans>Valider</Trans>} />
      </Stack>
    </form>
  );
}

/** Find the customer by name (typed), then pick them. */
export function AssignForm({ onSubmit, onCancel }: FormProps<{ customerId: number }>) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const [search, setSearch] = useState("");
  const [text] = useDebouncedValue(search.trim(), 300);
  const found = useRemote(
    () => (text.length >= SEARCH_LIMITS.minChars ? searchCustomers({ text }) : Promise.resolve([])),
    [text],
  );
  const [customerId, setCustomerId] = useState<string | null>(null);
  const { form, fields } = useContractForm(cardAssignSchema, { onValid: onSubmit });
  const data = (found.data ?? []).map((c) => ({
    value: String(c.id),
    label: [c.firstName, c.lastName, c.email && `(${c.email})`].filter(Boolean).join(" "),
  }));
  return (
    <form {...form.props}>
      <Stack>
        <Select
          label={t`Client`}
          placeholder={t`Nom, prénom ou e-mail`}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={data}
          value={customerId}
          onChange={setCustomerId}
          filter={({ options }) => options}
          nothingFoundMessage={
            text.length >= SEARCH_LIMITS.minChars ? t`Aucun client trouvé` : undefined
          }
          error={fieldError(fields.customerId)}
          required
        />
        <input type="hidden" name="customerId" value={customerId ?? ""} />
        <FormActions onCancel={onCancel} submit={<Trans>Valider</Trans>} />
      </Stack>
    </form>
  );
}
