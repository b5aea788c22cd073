import { Button, Group } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { holderName, type Card } from "@/contract/cards";
import { cardsApi } from "@/contract/cards.endpoints";
import { rememberCards } from "@/lib/offline/card-cache";
import { paths } from "@/lib/paths";
import { useCan } from "@/lib/session/use-can";
import { defineList, ResourceList } from "@/ui/paged-list/resource-list";
import { CardFormModal } from "./card-form-modal";
import { CardStatus } from "./card-status";
import { SCREENS } from "@/lib/screens";

/** /cards: every card, 20 a page, filtered by number and by the customer's names. */
const CARD_LIST = defineList({
  cache: "cards",
  screen: SCREENS.cards,
  list: cardsApi.list,
  size: 20,
  filters: { filterOnNumber: "", filterOnFirstName: "", filterOnLastName: "" },
  filterFields: [
    { name: "filterOnNumber", label: msg`Numéro` },
    { name: "filterOnFirstName", label: msg`Prénom` },
    { name: "filterOnLastName", label: msg({ message: "Nom", context: "last name" }) },
  ],
  // Card rows are cards the outbox acts on: pending effects show, accepted ones refresh the page.
  entities: { kind: "card", of: (card: Card) => card.number },
  remember: rememberCards,
  rowKey: (card) => card.number,
  columns: [
    { key: "number", header: msg`Numéro`, render: (c) => c.number },
    { key: "publicNumber", header: msg`Numéro public`, render: (c) => c.publicNumber },
    {
      key: "customer",
      header: msg`Client`,
      render: (c) => holderName(c) ?? "—",
      hideable: true,
    },
    { key: "tokens", header: msg`Unités`, render: (c) => c.balanceTokens, align: "right" },
    {
      key: "free",
      header: msg`Unités bonus`,
      render: (c) => c.balanceFreeTokens,
      align: "right",
      visibleFrom: "sm",
      hideable: true,
    },
    {
      key: "status",
      header: msg`État`,
      render: (c) => <CardStatus active={c.isActive} />,
      csv: (c, i18n) => i18n._(c.isActive ? msg`Active` : msg`Désactivée`),
    },
  ],
  empty: msg`Aucune carte trouvée`,
  open: (card) => paths.card(card.number),
  form: {
    render: ({ opened, onClose, onSaved }) => (
      <CardFormModal opened={opened} onClose={onClose} onSaved={onSaved} />
    ),
  },
});

/** A box of new cards from a CSV file (./import), for those who may add cards. */
function ImportLink() {
  if (!useCan(SCREENS.cardImport.access)) return null;
  return (
    <Group justify="flex-end" mt={-8}>
      <Button component={Link} href={paths.cardImport} variant="light">
        <Trans>Importer des cartes</Trans>
      </Button>
    </Group>
  );
}

export default function CardListPage() {
  return <ResourceList of={CARD_LIST} intro={<ImportLink />} />;
}
