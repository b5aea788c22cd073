import { Badge } from "@mantine/core";
import { Trans } from "@lingui/react/macro";

export function CardStatus({ active }: { active: boolean }) {
  return active ? (
    <Badge color="teal" variant="light">
      <Trans>Active</Trans>
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      <Trans>Désactivée</Trans>
    </Badge>
  );
}
