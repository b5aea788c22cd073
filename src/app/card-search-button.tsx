import { ActionIcon, Button, Kbd } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useOpenCardSearch } from "@/ui/card-search-launcher";
import { Icon, type IconName } from "@/ui/icons";

/**
 * The header's card buttons: scan (the camera opens at once) and search. With their words from
 * desktop width (md); icons only, 44 px, on a portrait tablet, where the words would push the
 * user's name out of the header.
 */
export function CardSearchButton() {
  const { t } = useLingui();
  const open = useOpenCardSearch();
  if (!open) return null;
  return (
    <>
      <HeaderButton
        icon="scan"
        label={t`Scanner une carte`}
        text={t`Scanner`}
        // A tablet's landscape header (1024 px) holds the network badge, the search with its
        // keys and the user's name and role only with this one as an icon.
        wordsFrom="lg"
        onClick={() => open({ scan: true })}
      />
      <HeaderButton
        icon="search"
        label={t`Rechercher une carte`}
        shortcut={SEARCH_SHORTCUT}
        onClick={() => open()}
      />
    </>
  );
}

/** The search's keys (src/app/card-search-provider.tsx): on the button, and told to assistive tech. */
/* eslint-disable lingui/no-unlocalized-strings -- the keyboard's own key names, in any language */
export const SEARCH_SHORTCUT = {
  shown: isApple() ? "⌘ K" : "Ctrl K",
  aria: "Control+K Meta+K /",
};
/* eslint-enable lingui/no-unlocalized-strings */

function isApple(): boolean {
  return typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);
}

function HeaderButton({
  icon,
  label,
  text = label,
  shortcut,
  wordsFrom = "md",
  onClick,
}: {
  icon: IconName;
  /** The accessible name; `text`, the visible words, is part of it (WCAG 2.5.3). */
  label: string;
  text?: string;
  shortcut?: { shown: string; aria: string };
  /** From which width the button shows its words (an icon below it). */
  wordsFrom?: "md" | "lg";
  onClick: () => void;
}) {
  return (
    <>
      <Button
        visibleFrom={wordsFrom}
        variant="light"
        leftSection={<Icon name={icon} size={20} />}
        aria-label={text === label ? undefined : label}
        aria-keyshortcuts={shortcut?.aria}
        rightSection={
          shortcut && (
            <Kbd size="xs" aria-hidden>
              {shortcut.shown}
            </Kbd>
          )
        }
        onClick={onClick}
      >
        {text}
      </Button>
      <ActionIcon
        hiddenFrom={wordsFrom}
        variant="light"
        size={44}
        aria-label={label}
        aria-keyshortcuts={shortcut?.aria}
        onClick={onClick}
      >
        <Icon name={icon} size={22} />
      </ActionIcon>
    </>
  );
}
