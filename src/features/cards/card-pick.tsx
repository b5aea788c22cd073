import { Alert, Group, Paper, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { cardNumbersFromCode } from "@/contract/card-codes";
import { holderName, type Card } from "@/contract/cards";
import { cardsApi } from "@/contract/cards.endpoints";
import { SEARCH_LIMITS } from "@/contract/search";
import { ApiError } from "@/lib/api/api-error";
import { call } from "@/lib/api/call";
import { findCachedCard } from "@/lib/offline/card-cache";
import { useRemote } from "@/ui/use-remote";
import { CardScanner } from "@/ui/scanner/card-scanner";
import { ScanToggle } from "@/ui/scanner/scan-toggle";
import { CARD_NUMBER_FIELD } from "@/ui/scanner/use-keyboard-wedge";

/** A card as this tablet can know it: the card, "missing" (the server has none), or unknown. */
export type PickedCard = Card | "missing" | null;

/** The card a form names (a transfer's target, a customer's new card) while it is typed. */
export interface CardPick {
  value: string;
  setValue: (value: string) => void;
  /** The number looked up (the value, trimmed, once typing paused). */
  typed: string;
  /** The lookup of `typed` is over and the field has not changed since. */
  settled: boolean;
  card: PickedCard | undefined;
}

export function useCardPick(initial = ""): CardPick {
  const [value, setValue] = useState(initial);
  const [typed] = useDebouncedValue(value.trim(), 250);
  const found = useRemote(
    () => (typed.length >= SEARCH_LIMITS.minChars ? lookUpCard(typed) : Promise.resolve(null)),
    [typed],
  );
  return {
    value,
    setValue,
    typed,
    settled: typed === value.trim() && !found.loading,
    card: found.data,
  };
}

/** The card from this tablet's cache, else from the server. */
async function lookUpCard(number: string): Promise<PickedCard> {
  const cached = await findCachedCard(number);
  if (cached) return cached.card;
  return call(cardsApi.one, { params: { number } }).catch((error: unknown) =>
    error instanceof ApiError && error.status === 404 ? "missing" : null,
  );
}

/** A card number field, typed, read by a reader or scanned with the camera beside it. */
export function CardPickField({
  pick,
  label,
  name,
  error,
}: {
  pick: CardPick;
  label: string;
  name: string;
  error: string | undefined;
}) {
  const [scanning, setScanning] = useState(false);
  return (
    <>
      {scanning && (
        <CardScanner
          manualEntry={false}
          onCode={(code) => {
            const [number] = cardNumbersFromCode(code);
            if (!number) return;
            pick.setValue(number);
            setScanning(false);
          }}
        />
      )}
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          {...CARD_NUMBER_FIELD}
          name={name}
          value={pick.value}
          onChange={(e) => pick.setValue(e.currentTarget.value)}
          error={error}
          required
          autoFocus
          style={{ flex: 1 }}
        />
        <ScanToggle on={scanning} onToggle={() => setScanning((on) => !on)} />
      </Group>
    </>
  );
}

/**
 * The card a form names, as found: its number, balances, holder and state, then what the form
 * will do with it (`verdict`); or that it does not exist. Nothing while it is unknown.
 */
export function PickedCardSummary({
  typed,
  card,
  label,
  verdict,
}: {
  typed: string;
  card: PickedCard | undefined;
  /** What the card is to this form ("Carte qui recevra le transfert"). */
  label: string;
  verdict: (card: Card) => { text: string; problem: boolean };
}) {
  const { t, i18n } = useLingui();
  if (!card) return null;
  if (card === "missing") {
    const to = typed;
    return (
      <Alert color="yellow" role="status">
        <Trans>La carte {to} n'existe pas</Trans>
      </Alert>
    );
  }
  const n = (value: number) => value.toLocaleString(i18n.locale);
  const number = card.publicNumber;
  const owner = holderName(card);
  const targetUnits = n(card.balanceTokens);
  const targetBonusUnits = n(card.balanceFreeTokens);
  const { text, problem } = verdict(card);
  return (
    <Paper withBorder p="sm" role="status" aria-label={label}>
      <Text fw={700}>
        <Trans>Carte {number}</Trans>
      </Text>
      <Text size="sm">
        {t`${targetUnits} unités · ${targetBonusUnits} unités bonus`}
        {" · "}
        {owner || t`Aucun client`}
        {!card.isActive && ` · ${t`désactivée`}`}
      </Text>
      <Text size="sm" mt="xs" c={problem ? "red.8" : undefined}>
        {text}
      </Text>
    </Paper>
  );
}
