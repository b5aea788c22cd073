import { ActionIcon, Group } from "@mantine/core";
import { TimePicker } from "@mantine/dates";
import { useLingui } from "@lingui/react/macro";
import { useFieldError } from "@/lib/forms/use-contract-form";
import { LineIcon } from "@/ui/icons";
import { MORE_ICONS } from "@/ui/more-icons";

/** What a time slot's row needs of a conform field. */
interface SlotField {
  name: string;
  defaultValue?: string | undefined;
  errors?: string[] | undefined;
}

/** One installation time slot of the update form (update-form.tsx): its start, end, removal. */
export function TimeSlotRow({
  n,
  start,
  end,
  onRemove,
}: {
  /** Its place, from 1. */
  n: number;
  start: SlotField;
  end: SlotField;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  return (
    <Group align="flex-start" wrap="nowrap">
      <TimePicker
        label={t`Début de la plage ${n}`}
        name={start.name}
        defaultValue={start.defaultValue}
        error={fieldError(start)}
        hoursInputLabel={t`Heures du début de la plage ${n}`}
        minutesInputLabel={t`Minutes du début de la plage ${n}`}
        format="24h"
        style={{ flex: 1 }}
      />
      <TimePicker
        label={t`Fin de la plage ${n}`}
        name={end.name}
        defaultValue={end.defaultValue}
        error={fieldError(end)}
        hoursInputLabel={t`Heures de la fin de la plage ${n}`}
        minutesInputLabel={t`Minutes de la fin de la plage ${n}`}
        format="24h"
        style={{ flex: 1 }}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size={44}
        mt={24}
        aria-label={t`Retirer la plage ${n}`}
        onClick={onRemove}
      >
        <LineIcon d={MORE_ICONS.trash} />
      </ActionIcon>
    </Group>
  );
}
