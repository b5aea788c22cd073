import { BreakableText } from "@/ui/breakable-text";
import { formatPhone } from "@/contract/rules-phone";
import { msg } from "@lingui/core/macro";
import { customersApi } from "@/contract/customers.endpoints";
import { formatDate } from "@/lib/i18n/format";
import { paths } from "@/lib/paths";
import { csvDate } from "@/ui/paged-list/csv-export";
import { defineList, ResourceList } from "@/ui/paged-list/resource-list";
import { CustomerFormModal } from "./customer-form-modal";
import { SCREENS } from "@/lib/screens";

/**
 * /customers: 10 a page, newest first as the API orders them unless a header sorts them (by
 * name, e-mail, city or creation: CUSTOMER_SORTS), filtered by name and e-mail.
 */
const CUSTOMER_LIST = defineList({
  cache: "customers",
  screen: SCREENS.customers,
  list: customersApi.list,
  size: 10,
  filters: { filterOnName: "", filterOnEmail: "" },
  filterFields: [
    { name: "filterOnName", label: msg`Rechercher par nom` },
    { name: "filterOnEmail", label: msg`Rechercher par e-mail` },
  ],
  rowKey: (customer) => customer.id,
  columns: [
    { key: "name", header: msg`Nom`, render: (c) => `${c.firstName} ${c.lastName}` },
    {
      key: "email",
      header: msg`Adresse e-mail`,
      render: (c) => (c.email ? <BreakableText text={c.email} /> : "—"),
      csv: (c) => c.email,
      hideable: true,
    },
    {
      key: "phone",
      header: msg`Téléphone`,
      render: (c) => (c.phoneNumber ? formatPhone(c.phoneNumber) : "—"),
      visibleFrom: "md",
      hideable: true,
    },
    {
      key: "city",
      header: msg`Ville`,
      render: (c) => c.city ?? "—",
      visibleFrom: "sm",
      hideable: true,
    },
    {
      key: "created",
      header: msg`Créé le`,
      render: (c) => formatDate(c.createdDate),
      csv: (c, i18n) => csvDate(c.createdDate, i18n),
    },
  ],
  empty: msg`Aucun client trouvé`,
  open: (customer) => paths.customer(customer.id),
  form: {
    render: ({ opened, onClose, onSaved }) => (
      <CustomerFormModal opened={opened} onClose={onClose} onSaved={() => onSaved()} />
    ),
  },
});

export default function CustomerListPage() {
  return <ResourceList of={CUSTOMER_LIST} />;
}
