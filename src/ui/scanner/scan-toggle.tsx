import { Button } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { Icon } from "../icons";

/** Opens or closes the camera beside a card number field (card search, transfer target). */
export function ScanToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <Button
      variant={on ? "filled" : "light"}
      leftSection={<Icon name="scan" size={20} />}
      onClick={onToggle}
      aria-pressed={on}
    >
      {on ? <Trans>Fermer la caméra</Trans> : <Trans>Scanner</Trans>}
    </Button>
  );
}
