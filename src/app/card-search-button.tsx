import { ActionIcon, Button, Tooltip } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useOpenCardSearch } from "@/ui/card-search-launcher";
import { Icon } from "@/ui/icons";

/** The header's card buttons: scan (the camera opens at once) and search. */
export function CardSearchButton() {
  const { t } = useLingui();
  const open = useOpenCardSearch();
  if (!open) return null;
  const scan = t`Scanner une carte`;
  return (
    <>
      <Tooltip label={scan}>
        <ActionIcon variant="light" size={44} aria-label={scan} onClick={() => open({ scan: true })}>
          <Icon name="scan" size={22} />
        </ActionIcon>
      </Tooltip>
      <Button variant="light" leftSection={<Icon name="search" size={20} />} onClick={() => open()}>
        <Trans>Rechercher une carte</Trans>
      </Button>
    </>
  );
}
