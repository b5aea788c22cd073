import {
  Alert,
  Autocomplete,
  Button,
  Group,
  NavLink,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { holderName, type Card, type CardSuggestions } from "@/contract/cards";
import { cardsApi } from "@/contract/cards.endpoints";
import { SEARCH_LIMITS } from "@/contract/search";
import { NetworkError } from "@/lib/api/api-error";
import { call, valuesOf } from "@/lib/api/call";
import { searchCachedCards, suggestCachedCards } from "@/lib/offline/card-cache";
import { CardScanner } from "@/ui/scanner/card-scanner";
import { ScanToggle } from "@/ui/scanner/scan-toggle";
import { useRemote } from "@/ui/use-remote";
import { paths } from "@/lib/paths";
import { preloadCardDetails } from "./scanned-card";
import { useOpenScannedCard } from "./use-open-scanned-card";

/** Spec section 9: the autocomplete starts after more than one character. */
export const AUTOCOMPLETE_MIN_CHARS = SEARCH_LIMITS.minChars;

/** Suggestions from the server, or from the cards this tablet has seen when it cannot answer. */
function suggest(text: string): Promise<CardSuggestions | null> {
  if (text.length < AUTOCOMPLETE_MIN_CHARS) return Promise.resolve(null);
  return call(cardsApi.autocomplete, { query: { text } }).catch((error: unknown) => {
    if (error instanceof NetworkError) return suggestCachedCards(text);
    throw error;
  });
}

/**
 * Find a card by number (with suggestions from 2 characters: digits or letters of either number
 * or of the customer's names, src/contract/search.ts), first or last name. Enter submits; one
 * match opens the card; none says 'Aucune carte trouvée' (spec section 2).
 */
export function CardSearch({
  onOpen,
  startScanning = false,
}: {
  onOpen?: () => void;
  /** Open the camera at once (the scan buttons of home and the header). */
  startScanning?: boolean;
}) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [number, setNumber] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [results, setResults] = useState<Card[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [scanning, setScanning] = useState(startScanning);
  const [typed] = useDebouncedValue(number.trim(), 150);
  const suggestions = useRemote(() => suggest(typed), [typed]);
  // What the suggestions say once they answer for what is typed now (not while typing on).
  const settled = !suggestions.loading && typed === number.trim() && results === null;
  const hint =
    !settled || !suggestions.data
      ? null
      : suggestions.data.values.length === 0
        ? t`Aucune carte trouvée`
        : suggestions.data.more
          ? t`D'autres cartes correspondent : tapez d'autres chiffres ou le nom`
          : null;

  const open = (cardNumber: string) => {
    onOpen?.();
    navigate(paths.card(cardNumber));
  };
  const openScanned = useOpenScannedCard(onOpen);
  // While the camera starts, the card screen's code loads: a read opens it without waiting.
  useEffect(() => {
    if (scanning) void preloadCardDetails();
  }, [scanning]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (![number, firstName, lastName].some((v) => v.trim())) return;
    setSearching(true);
    try {
      const query = { number, firstName, lastName };
      // Offline, the cards this tablet has seen are searched instead.
      const found = await valuesOf(cardsApi.search, { query }).catch((error: unknown) => {
        if (error instanceof NetworkError) return searchCachedCards(query);
        throw error;
      });
      if (found.length === 1 && found[0]) open(found[0].number);
      else setResults(found);
    } catch {
      setResults([]);
    } finally {
      setSearching(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        {/* First when it is on: the card faces the camera, the fields are the fallback. */}
        {scanning && <CardScanner onCode={openScanned} manualEntry={false} />}
        <Autocomplete
          label={t`Numéro de carte`}
          value={number}
          onChange={(v) => (setNumber(v), setResults(null))}
          description={hint && <span role="status">{hint}</span>}
          inputWrapperOrder={["label", "input", "description"]}
          data={(suggestions.data?.values ?? []).map((s) => ({
            value: s.number,
            label: [s.publicNumber, s.number !== s.publicNumber && s.number, s.customerName]
              .filter(Boolean)
              .join(" · "),
          }))}
          filter={({ options }) => options}
          onOptionSubmit={open}
          inputMode="search"
          autoComplete="off"
          // Not when the camera opens with the search: a tablet's keyboard would cover it.
          data-autofocus={!startScanning || undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Prénom`}
            value={firstName}
            onChange={(e) => (setFirstName(e.currentTarget.value), setResults(null))}
          />
          <TextInput
            label={t({ message: "Nom", context: "last name" })}
            value={lastName}
            onChange={(e) => (setLastName(e.currentTarget.value), setResults(null))}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <ScanToggle on={scanning} onToggle={() => setScanning((s) => !s)} />
          <Button type="submit" loading={searching}>
            <Trans>Rechercher</Trans>
          </Button>
        </Group>
        {results?.length === 0 && (
          <Alert color="yellow" role="status">
            <Trans>Aucune carte trouvée</Trans>
          </Alert>
        )}
        {results && results.length > 1 && (
          <Stack gap={0} role="list" aria-label={t`Cartes trouvées`}>
            {results.map((c) => (
              <NavLink
                key={c.number}
                role="listitem"
                label={`${c.publicNumber} · ${c.number}`}
                description={holderName(c) ?? undefined}
                onClick={() => open(c.number)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </form>
  );
}
