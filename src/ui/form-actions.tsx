import { Button, Group } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** A form's Cancel and submit buttons, at its bottom right. */
export function FormActions({
  onCancel,
  pending,
  submit,
}: {
  onCancel: () => void;
  pending?: boolean;
  submit?: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        <Trans>Annuler</Trans>
      </Button>
      <Button type="submit" loading={pending}>
        {submit ?? <Trans>Enregistrer</Trans>}
      </Button>
    </Group>
  );
}
