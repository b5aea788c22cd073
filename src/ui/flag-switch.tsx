import { Switch } from "@mantine/core";
import { useState } from "react";

/**
 * A Switch for a form's yes/no field. An unchecked box sends nothing at all, which a contract
 * schema would read as its default; the hidden input always sends "true" or "false".
 */
export function FlagSwitch({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  const [checked, setChecked] = useState(defaultChecked);
  return (
    <>
      <input type="hidden" name={name} value={String(checked)} />
      <Switch
        label={label}
        checked={checked}
        onChange={(e) => setChecked(e.currentTarget.checked)}
      />
    </>
  );
}
