import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { cardNumbersFromCode } from "@/contract/card-codes";
import {
  bonusUpdateSchema,
  cardAssignSchema,
  cardTransferSchema,
  type Card,
} from "@/contract/cards";
import { SEARCH_LIMITS } from "@/contract/search";
import { ApiError } from "@/lib/api/api-error";
import { getCard } from "@/lib/api/cards.api";
import { searchCustomers } from "@/lib/api/customers.api";
import { findCachedCard } from "@/lib/offline/card-cache";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormActions } from "@/ui/form-actions";
import { useVenueSettings } from "@/lib/venue-settings";
import { useRemote } from "@/ui/use-remote";
import { CardScanner } from "@/ui/scanner/card-scanner";
import { ScanToggle } from "@/ui/scanner/scan-toggle";
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

export function TransferForm({
  from,
  onSubmit,
  onCancel,
}: FormProps<{ to: string }> & { from: Card }) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const { form, fields } = useContractForm(cardTransferSchema, { onValid: onSubmit });
  const [to, setTo] = useState("");
  const [scanning, setScanning] = useState(false);
  const [typed] = useDebouncedValue(to.trim(), 250);
  const target = useRemote(
    () => (typed.length >= SEARCH_LIMITS.minChars ? lookUpCard(typed) : Promise.resolve(null)),
    [typed],
  );
  return (
    <form {...form.props}>
      <Stack>
        {scanning && (
          <CardScanner
            manualEntry={false}
            onCode={(code) => {
              const [number] = cardNumbersFromCode(code);
              if (!number) return;
              setTo(number);
              setScanning(false);
            }}
          />
        )}
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t`Numéro de la nouvelle carte`}
            {...CARD_NUMBER_FIELD}
            name="to"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={fieldError(fields.to)}
            required
            autoFocus
            style={{ flex: 1 }}
          />
          <ScanToggle on={scanning} onToggle={() => setScanning((on) => !on)} />
        </Group>
        {typed === to.trim() && !target.loading && (
          <TransferPreview from={from} typed={typed} target={target.data} />
        )}
        <FormActions onCancel={onCancel} submit={<Trans>Valider</Trans>} />
      </Stack>
    </form>
  );
}

/** The target card as this tablet can know it: from its cache, else from the server. */
async function lookUpCard(number: string): Promise<Card | "missing" | null> {
  const cached = await findCachedCard(number);
  if (cached) return cached.card;
  return getCard(number).catch((error: unknown) =>
    error instanceof ApiError && error.status === 404 ? "missing" : null,
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
  target: Card | "missing" | null | undefined;
}) {
  const { t, i18n } = useLingui();
  if (!target) return null;
  if (target === "missing") {
    const to = typed;
    return (
      <Alert color="yellow" role="status">
        <Trans>La carte {to} n'existe pas</Trans>
      </Alert>
    );
  }
  const n = (value: number) => value.toLocaleString(i18n.locale);
  const source = from.publicNumber;
  const number = target.publicNumber;
  const owner = [target.customerFirstName, target.customerLastName].filter(Boolean).join(" ");
  const units = n(from.balanceTokens);
  const bonusUnits = n(from.balanceFreeTokens);
  const targetUnits = n(target.balanceTokens);
  const targetBonusUnits = n(target.balanceFreeTokens);
  const otherOwner =
    target.customerId !== null && target.customerId !== from.customerId ? owner : null;
  return (
    <Paper withBorder p="sm" role="status" aria-label={t`Carte qui recevra le transfert`}>
      <Text fw={700}>
        <Trans>Carte {number}</Trans>
      </Text>
      <Text size="sm">
        {t`${targetUnits} unités · ${targetBonusUnits} unités bonus`}
        {" · "}
        {owner || t`Aucun client`}
        {!target.isActive && ` · ${t`désactivée`}`}
      </Text>
      <Text size="sm" mt="xs" c={otherOwner || target.number === from.number ? "red.8" : undefined}>
        {target.number === from.number
          ? t`C'est la carte à transférer : choisissez-en une autre.`
          : otherOwner
            ? t`La carte ${number} appartient à ${otherOwner} : le transfert sera refusé.`
            : from.customerId !== null
              ? t`Les ${units} unités et ${bonusUnits} unités bonus de la carte ${source} passeront sur la carte ${number}, avec son client ; la carte ${source} sera désactivée.`
              : t`Les ${units} unités et ${bonusUnits} unités bonus de la carte ${source} passeront sur la carte ${number} ; la carte ${source} sera désactivée.`}
      </Text>
    </Paper>
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
