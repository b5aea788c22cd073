import { Button, Group, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { CARD_NUMBER_FIELD } from "./use-keyboard-wedge";

/** The number typed by hand, always beside the camera: Enter or "Valider" submits it trimmed. */
export function ManualEntry({ onNumber }: { onNumber: (number: string) => void }) {
  const { t } = useLingui();
  const [value, setValue] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = value.trim();
    if (number === "") return;
    setValue("");
    onNumber(number);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" wrap="nowrap" gap="sm">
        <TextInput
          label={t`Numéro de carte`}
          {...CARD_NUMBER_FIELD}
          placeholder={t`Numéro technique ou public`}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          autoComplete="off"
          maxLength={100}
          size="lg"
          style={{ flex: 1 }}
        />
        <Button type="submit" size="lg">
          <Trans>Valider</Trans>
        </Button>
      </Group>
    </form>
  );
}
