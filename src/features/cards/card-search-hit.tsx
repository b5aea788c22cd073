import { Badge, Group, Stack, Text } from "@mantine/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { CardSuggestion } from "@/contract/cards";

/**
 * A card as the search shows it, suggestion or result: enough to tell two customers of a same
 * name apart (their city and e-mail, when the server gives them), the card's state and balances.
 */
export type CardHitView = Omit<CardSuggestion, "customerCity" | "customerEmail"> &
  Partial<Pick<CardSuggestion, "customerCity" | "customerEmail">>;

export interface HitText {
  /** "PC-000001 · 0420000001 · Jade Leroy". */
  title: string;
  /** "Lyon · jade.leroy@exemple.fr · 12 unités · 3 unités bonus". */
  details: string;
  /** "Active" or "Désactivée". */
  state: string;
}

/** The words of a card found (shared by the suggestions, the results and the recent cards). */
export function useHitText(): (hit: CardHitView) => HitText {
  const { t, i18n } = useLingui();
  return (hit) => {
    const units = i18n._(
      msg({ message: plural(hit.balanceTokens, { one: "# unité", other: "# unités" }) }),
    );
    const bonus = i18n._(
      msg({
        message: plural(hit.balanceFreeTokens, { one: "# unité bonus", other: "# unités bonus" }),
      }),
    );
    const customer = hit.customerName ?? t`Sans client`;
    const numbers = hit.number === hit.publicNumber ? [hit.number] : [hit.publicNumber, hit.number];
    return {
      title: [...numbers, customer].join(" · "),
      details: [hit.customerCity, hit.customerEmail, units, bonus].filter(Boolean).join(" · "),
      state: hit.isActive ? t`Active` : t`Désactivée`,
    };
  };
}

/** Two lines and the state: the suggestions' option and the results' rows (44 px and more). */
export function HitLines({ text, active }: { text: HitText; active: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
      <Stack gap={2} miw={0}>
        <Text size="sm" fw={600}>
          {text.title}
        </Text>
        <Text size="xs" c="dimmed">
          {text.details}
        </Text>
      </Stack>
      <Badge color={active ? "teal" : "gray"} variant="light" style={{ flexShrink: 0 }}>
        {text.state}
      </Badge>
    </Group>
  );
}
