import { Button } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { useOpenCardSearch } from "@/ui/card-search-launcher";
import { Icon } from "@/ui/icons";

/** The header's search button: the label shows from tablet width, the icon always. */
export function CardSearchButton() {
  const open = useOpenCardSearch();
  if (!open) return null;
  return (
    <Button variant="light" leftSection={<Icon name="search" size={20} />} onClick={open}>
      <Trans>Rechercher une carte</Trans>
    </Button>
  );
}
