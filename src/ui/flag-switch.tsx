import { Switch } from "@mantine/core";
import { useState } from "react";

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
  /** A value a rule imposes: shown checked or not, and locked. */
  forced?: boolean;
}) {
  const [checked, setChecked] = useState(defaultChecked);
  const value = forced ?? checked;
  return (
    <>
      <input type="hidden" name={name} value={String(value)} />
      <Switch
        label={label}
        description={description}
        checked={value}
        disabled={forced !== undefined}
        onChange={(e) => setChecked(e.currentTarget.checked)}
      />
    </>
  );
}
