import { Button, Group, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";
import type { Customer } from "@/contract/customers";
import { listCustomers } from "@/lib/api/customers.api";
import { formatDate } from "@/lib/i18n/format";
import { useCan } from "@/lib/session/use-can";
import { PagedTable, type Column } from "@/ui/paged-list/paged-table";
import { usePagedList } from "@/ui/paged-list/use-paged-list";
import { CustomerFormModal } from "./customer-form-modal";

/** /customers: 10 a page, newest first as the API orders them, filtered by name and e-mail. */
export default function CustomerListPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const canAdd = useCan("CUSTOMER_ADD_UPDATE");
  const [adding, setAdding] = useState(false);
  const list = usePagedList({
    cache: "customers",
    load: (query) => listCustomers({ ...query, orderByColumn: "createdDate" }),
    size: 10,
    filters: { filterOnName: "", filterOnEmail: "" },
  });
  const columns: Column<Customer>[] = [
    { key: "name", header: t`Nom`, render: (c) => `${c.firstName} ${c.lastName}` },
    { key: "email", header: t`Adresse e-mail`, render: (c) => c.email ?? "—" },
    { key: "phone", header: t`Téléphone`, render: (c) => c.phoneNumber ?? "—", visibleFrom: "md" },
    { key: "city", header: t`Ville`, render: (c) => c.city ?? "—", visibleFrom: "sm" },
    { key: "created", header: t`Créé le`, render: (c) => formatDate(c.createdDate) },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <Trans>Clients</Trans>
        </Title>
        {canAdd && (
          <Button onClick={() => setAdding(true)}>
            <Trans>Ajouter un client</Trans>
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Rechercher par nom`}
          type="search"
          value={list.filters.filterOnName}
          onChange={(e) => list.setFilter("filterOnName", e.currentTarget.value)}
        />
        <TextInput
          label={t`Rechercher par e-mail`}
          type="search"
          value={list.filters.filterOnEmail}
          onChange={(e) => list.setFilter("filterOnEmail", e.currentTarget.value)}
        />
      </SimpleGrid>
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(c) => c.id}
        onRowClick={(c) => navigate(`/customers/details/${c.id}`)}
        empty={<Trans>Aucun client trouvé</Trans>}
        label={t`Clients`}
      />
      <CustomerFormModal opened={adding} onClose={() => setAdding(false)} onSaved={list.reload} />
    </Stack>
  );
}
