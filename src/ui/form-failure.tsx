import { Alert } from "@mantine/core";
import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";
import { Icon } from "./icons";

/** Why a form's save failed, above its fields; translated at render so a language switch follows. */
export function FormFailure({ failure }: { failure: MessageDescriptor | undefined }) {
  const { i18n } = useLingui();
  if (!failure) return null;
  return (
    <Alert color="red" icon={<Icon name="alert" />} role="alert">
      {i18n._(failure)}
    </Alert>
  );
}
