import { Badge, Group, Stack, Switch, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Icon } from "./icons";

/**
 * A Switch for a form's yes/no field. An unchecked box sends nothing at all, which a contract
 * schema would read as its default; the hidden input always sends "true" or "false".
 */
export function FlagSwitch({
  name,
  label,
  description,
  defaultChecked,
  forced,
}: {
  name: string;
  label: string;
  description?: string;
  defaultChecked: boolean;
  /**
   * A value a rule imposes: shown as a locked yes or no with `description` saying why (a greyed
   * switch would hide whether it is on).
   */
  forced?: boolean;
}) {
  const [checked, setChecked] = useState(defaultChecked);
  if (forced !== undefined)
    return (
      <>
        <input type="hidden" name={name} value={String(forced)} />
        <Group gap="sm" wrap="nowrap" align="flex-start" data-testid={`forced-${name}`}>
          <Icon name="lock" size={20} aria-hidden />
          <Stack gap={2}>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {label}
              </Text>
              <Badge variant="light" color={forced ? "blue" : "gray"}>
                {forced ? <Trans>Oui</Trans> : <Trans>Non</Trans>}
              </Badge>
            </Group>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
        </Group>
      </>
    );
  return (
    <>
      <input type="hidden" name={name} value={String(checked)} />
      <Switch
        label={label}
        description={description}
        checked={checked}
        onChange={(e) => setChecked(e.currentTarget.checked)}
      />
    </>
  );
}
