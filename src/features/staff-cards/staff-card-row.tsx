import { Badge, Button, Group, Table } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { StaffCard } from "@/contract/staff-cards";
import { ConfirmAction } from "@/ui/confirm-action";

interface Props {
  card: StaffCard;
  /** Absent without STAFFCARD_ADD_UPDATE. */
  onEdit?: () => void;
  /** Absent without STAFFCARD_DELETE. */
  onDelete?: () => Promise<void>;
}

export function StaffCardRow({ card, onEdit, onDelete }: Props) {
  const { t } = useLingui();
  const publicNumber = card.publicNumber;
  return (
    <Table.Tr>
      <Table.Td>{card.number}</Table.Td>
      <Table.Td>{publicNumber}</Table.Td>
      <Table.Td>{card.employeeName}</Table.Td>
      <Table.Td>
        <Badge color={card.active ? "teal" : "gray"} variant="light" miw="max-content">
          {card.active ? t`Active` : t`Inactive`}
        </Badge>
      </Table.Td>
      {(onEdit || onDelete) && (
        <Table.Td>
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            {onEdit && (
              <Button variant="light" onClick={onEdit}>
                <Trans>Modifier</Trans>
              </Button>
            )}
            {onDelete && (
              <ConfirmAction
                label={t`Supprimer`}
                message={t`La carte employé ${publicNumber} sera supprimée.`}
                confirmLabel={t`Supprimer`}
                onConfirm={onDelete}
              />
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
