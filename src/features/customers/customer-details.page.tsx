import { Alert, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useState } from "react";
import { useLocation, useParams } from "wouter";
import { customersApi } from "@/contract/customers.endpoints";
import { ApiError } from "@/lib/api/api-error";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { useCan } from "@/lib/session/use-can";
import { ConfirmAction } from "@/ui/confirm-action";
import { useFeatureSlot } from "@/ui/feature-slots";
import { notify } from "@/ui/notify";
import { DetailsSkeleton } from "@/ui/details-skeleton";
import { DataAge } from "@/ui/offline/data-age";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { CustomerCards } from "./customer-cards";
import { CustomerFields } from "./customer-fields";
import { CustomerFormModal } from "./customer-form-modal";
import { TITLE_LABELS } from "./customer-labels";
import { paths } from "@/lib/paths";

/** /customers/details/{customerId}: every field of the customer, its cards, edit and delete. */
export default function CustomerDetailsPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const { customerId = "" } = useParams<{ customerId: string }>();
  const id = Number(customerId);
  const canEdit = useCan("CUSTOMER_ADD_UPDATE");
  const canDelete = useCan("CUSTOMER_DELETE");
  const customer = useCachedRead(`customer:${id}`, () =>
    call(customersApi.one, { params: { id } }),
  );
  const [editing, setEditing] = useState(false);
  const AddCustomerCard = useFeatureSlot("addCustomerCard");

  if (customer.loading) return <DetailsSkeleton facts={12} section={160} />;
  if (!customer.data) {
    const notFound = customer.error instanceof ApiError && customer.error.status === 404;
    return (
      <Alert color={notFound ? "yellow" : "red"} title={t`Client`}>
        <Stack gap="xs" align="flex-start">
          <Text>
            {notFound ? (
              <Trans>Le client n'existe pas</Trans>
            ) : (
              i18n._(errorMessage(customer.error))
            )}
          </Text>
          <Button variant="light" onClick={() => navigate(paths.customers)}>
            <Trans>Retour à la liste</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  const c = customer.data;
  const name = `${c.firstName} ${c.lastName}`;

  async function remove() {
    try {
      await call(customersApi.remove, { params: { id: c.id } });
      notify("success", t`Client supprimé`);
      navigate(paths.customers);
    } catch (error) {
      notify("error", i18n._(errorMessage(error)), t`Erreur lors de la suppression du client`);
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h2">
            {c.title && `${i18n._(TITLE_LABELS[c.title])} `}
            {name}
          </Title>
          {c.newsLetter && (
            <Badge variant="light">
              <Trans>Lettre d'information</Trans>
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          {canEdit && (
            <Button onClick={() => setEditing(true)}>
              <Trans>Modifier</Trans>
            </Button>
          )}
          {canDelete && (
            <ConfirmAction
              label={t`Supprimer le client`}
              message={t`Le client ${name} sera supprimé. Ses cartes restent, sans client.`}
              confirmLabel={t`Supprimer`}
              onConfirm={remove}
            />
          )}
        </Group>
      </Group>
      <DataAge fetchedAt={customer.fetchedAt} stale={customer.stale} />
      <CustomerFields customer={c} />
      <CustomerCards
        cards={c.cards}
        add={
          AddCustomerCard && (
            <Suspense fallback={null}>
              <AddCustomerCard customer={c} onAdded={customer.reload} />
            </Suspense>
          )
        }
      />
      <CustomerFormModal
        opened={editing}
        customer={c}
        onClose={() => setEditing(false)}
        onSaved={customer.reload}
      />
    </Stack>
  );
}
