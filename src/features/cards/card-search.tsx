import { Alert, Autocomplete, Button, Group, NavLink, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { holderName, type Card, type CardSuggestions } from "@/contract/cards";
import { cardsApi } from "@/contract/cards.endpoints";
import { SEARCH_LIMITS } from "@/contract/search";
import { NetworkError } from "@/lib/api/api-error";
import { call, valuesOf } from "@/lib/api/call";
import { suggestCachedCards } from "@/lib/offline/card-cache";
import { CardScanner } from "@/ui/scanner/card-scanner";
import { ScanToggle } from "@/ui/scanner/scan-toggle";
import { useRemote } from "@/ui/use-remote";
import { paths } from "@/lib/paths";
import { HitLines, useHitText, type CardHitView } from "./card-search-hit";
import { namedCard, searchCachedText } from "./card-search-offline";
import { noteOpenedCard } from "./recent-cards";
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

/** The search's answer, or the cached cards' when the server cannot be reached. */
function search(text: string): Promise<CardHitView[]> {
  const asHit = (card: Card): CardHitView => ({ ...card, customerName: holderName(card) });
  return valuesOf(cardsApi.search, { query: { text } })
    .catch((error: unknown) => {
      if (error instanceof NetworkError) return searchCachedText(text);
      throw error;
    })
    .then((cards) => cards.map(asHit));
}

/**
 * Find a card in one field, "Numéro ou nom": a number (technical or public, any part) or the
 * customer's names, every word anywhere (src/contract/search.ts), suggestions from 2 characters
 * that tell customers of a same name apart (card-search-hit.tsx). Enter searches and closes the
 * suggestions: the card a number names, or a single match, opens at once; several are listed;
 * none says 'Aucune carte trouvée' (spec section 2).
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
  const textOf = useHitText();
  const [text, setText] = useState("");
  const [results, setResults] = useState<CardHitView[] | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const [scanning, setScanning] = useState(startScanning);
  const [typed] = useDebouncedValue(text.trim(), 150);
  const suggestions = useRemote(() => suggest(typed), [typed]);
  const suggested = suggestions.data?.values ?? [];
  // What the suggestions say once they answer for what is typed now (not while typing on).
  const settled = !suggestions.loading && typed === text.trim() && results === null;
  const hint =
    !settled || !suggestions.data
      ? null
      : suggested.length === 0
        ? t`Aucune carte trouvée`
        : suggestions.data.more
          ? t`D'autres cartes correspondent : tapez d'autres chiffres ou le nom`
          : null;

  // Noted for the search page's recent cards (recent-cards.ts), then the card's page.
  const opening = (card: CardHitView) => {
    void noteOpenedCard(card).catch(() => undefined);
    onOpen?.();
  };
  const open = (card: CardHitView) => (opening(card), navigate(paths.card(card.number)));
  const openScanned = useOpenScannedCard(onOpen);
  // While the camera starts, the card screen's code loads: a read opens it without waiting.
  useEffect(() => {
    if (scanning) void preloadCardDetails();
  }, [scanning]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    setListOpen(false);
    setSearching(true);
    try {
      const found = await search(query);
      const named = namedCard(found, query);
      if (named) open(named);
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
        {/* First when it is on: the card faces the camera, the field is the fallback. */}
        {scanning && <CardScanner onCode={openScanned} manualEntry={false} />}
        <Autocomplete
          label={t`Numéro ou nom`}
          value={text}
          onChange={(v) => (setText(v), setResults(null))}
          description={hint && <span role="status">{hint}</span>}
          inputWrapperOrder={["label", "input", "description"]}
          data={suggested.map((s) => ({ value: s.number, label: textOf(s).title }))}
          renderOption={({ option }) => {
            const hit = suggested.find((s) => s.number === option.value);
            return hit && <HitLines text={textOf(hit)} active={hit.isActive} />;
          }}
          filter={({ options }) => options}
          // At most SEARCH_LIMITS.suggestions, all shown: a list that scrolls inside a listbox
          // is refused by axe (its scroll area, focusable, is no option).
          withScrollArea={false}
          // Below the hint under the field, not over it.
          comboboxProps={{ offset: hint ? 32 : 8 }}
          dropdownOpened={listOpen}
          onDropdownOpen={() => setListOpen(true)}
          onDropdownClose={() => setListOpen(false)}
          onOptionSubmit={(number) => {
            const hit = suggested.find((s) => s.number === number);
            if (hit) open(hit);
          }}
          inputMode="search"
          autoComplete="off"
          // Not when the camera opens with the search: a tablet's keyboard would cover it.
          data-autofocus={!startScanning || undefined}
        />
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
          <Stack gap={4}>
            <Text size="sm" role="status">
              <Plural value={results.length} one="# carte trouvée" other="# cartes trouvées" />
            </Text>
            <Stack gap={0} component="ul" aria-label={t`Cartes trouvées`} m={0} p={0}>
              {results.map((card) => (
                <li key={card.number} style={{ listStyle: "none" }}>
                  <NavLink
                    component={Link}
                    href={paths.card(card.number)}
                    label={<HitLines text={textOf(card)} active={card.isActive} />}
                    onClick={() => opening(card)}
                  />
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
