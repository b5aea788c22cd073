import { Button } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useOpenCardSearch } from "@/ui/card-search-launcher";
import { Icon } from "@/ui/icons";

/** The header's card buttons: scan (the camera opens at once) and search. */
export function CardSearchButton() {
  const { t } = useLingui();
  const open = useOpenCardSearch();
  if (!open) return null;
  return (
    <>
      {/* The visible word is in the name (WCAG 2.5.3), which says what is scanned. */}
      <Button
        variant="light"
        leftSection={<Icon name="scan" size={20} />}
        aria-label={t`Scanner une carte`}
        onClick={() => open({ scan: true })}
      >
        <Trans>Scanner</Trans>
      </Button>
      <Button variant="light" leftSection={<Icon name="search" size={20} />} onClick={() => open()}>
        <Trans>Rechercher une carte</Trans>
      </Button>
    </>
  );
}
