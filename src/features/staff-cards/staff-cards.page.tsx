import { Badge } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import type { StaffCard } from "@/contract/staff-cards";
import { staffCardsApi } from "@/contract/staff-cards.endpoints";
import { defineList, ResourceList } from "@/ui/paged-list/resource-list";
import { StaffCardFormModal } from "./staff-card-form";
import { SCREENS } from "@/lib/screens";

/**
 * Staff cards: cards employees play staff games with; added, edited and deleted by right. The
 * API gives them whole: they are sorted and paged here.
 */
const STAFF_CARD_LIST = defineList({
  cache: "staff-cards",
  screen: {
    ...SCREENS.staffCards,
    create: { label: msg`Nouvelle carte employé`, right: "STAFFCARD_ADD_UPDATE" },
  },
  all: staffCardsApi.list,
  size: 20,
  sortBy: {
    number: (card: StaffCard) => card.number,
    publicNumber: (card) => card.publicNumber,
    employee: (card) => card.employeeName ?? "",
  },
  rowKey: (card) => card.number,
  columns: [
    { key: "number", header: msg`Numéro`, render: (card) => card.number },
    { key: "publicNumber", header: msg`Numéro public`, render: (card) => card.publicNumber },
    { key: "employee", header: msg`Employé`, render: (card) => card.employeeName },
    {
      key: "state",
      header: msg`État`,
      render: (card, i18n) => (
        <Badge color={card.active ? "teal" : "gray"} variant="light" miw="max-content">
          {card.active ? i18n._(msg`Active`) : i18n._(msg`Inactive`)}
        </Badge>
      ),
      csv: (card, i18n) => i18n._(card.active ? msg`Active` : msg`Inactive`),
    },
  ],
  empty: msg`Aucune carte employé`,
  form: {
    render: ({ opened, row, onClose, onSaved }) => (
      <StaffCardFormModal opened={opened} card={row} onClose={onClose} onSaved={() => onSaved()} />
    ),
    update: staffCardsApi.update,
  },
  remove: {
    endpoint: staffCardsApi.remove,
    params: (card) => ({ number: card.number }),
    confirm: ({ publicNumber }) => msg`La carte employé ${publicNumber} sera supprimée.`,
    done: msg`Carte employé supprimée`,
    failed: msg`Erreur lors de la suppression de la carte employé`,
  },
});

export default function StaffCardsPage() {
  return <ResourceList of={STAFF_CARD_LIST} />;
}
