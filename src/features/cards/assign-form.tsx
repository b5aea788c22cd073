import { Button, Select, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useEffect, useRef, useState } from "react";
import { cardAssignSchema } from "@/contract/cards";
import { SEARCH_LIMITS } from "@/contract/search";
import { customersApi } from "@/contract/customers.endpoints";
import { call, valuesOf } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormActions } from "@/ui/form-actions";
import { useRemote } from "@/ui/use-remote";
import { useCan } from "@/lib/session/use-can";
import { Icon } from "@/ui/icons";
import { PageLoader } from "@/ui/page-loader";
import { useFeatureSlot } from "@/ui/feature-slots";
import type { FormProps } from "./card-action-forms";
import { initialFromSearch } from "./new-customer";

// Loaded once a card page has shown (src/features/cards/card-action-dialogs.tsx): the customers'
// schemas (their phone rules) are no part of the card's first paint.
/** A customer as the assign dialog lists them: "Camille Durand (camille@exemple.fr)". */
function customerLabel(c: { firstName: string; lastName: string; email: string | null }) {
  return [c.firstName, c.lastName, c.email && `(${c.email})`].filter(Boolean).join(" ");
}

/**
 * Find the customer by name (typed), then pick them; or, not found, create them here from what
 * was typed (a holder of CUSTOMER_ADD_UPDATE), and the card goes to the new customer.
 */
export function AssignForm({
  draft,
  onSubmit,
  onCancel,
}: FormProps<{ customerId: number }> & {
  /** A refused assignment being corrected: the customer that was chosen. */
  draft?: { customerId: number };
}) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const NewCustomerForm = useFeatureSlot("newCustomerForm");
  const canCreate = useCan("CUSTOMER_ADD_UPDATE") && NewCustomerForm !== undefined;
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState("");
  // What the person typed: the field's search, except the reset Mantine's Select makes when it
  // loses focus (a tap on "Créer le client" would otherwise lose the name it is about to use).
  const [query, setQuery] = useState("");
  const field = useRef<HTMLInputElement>(null);
  const [text] = useDebouncedValue(query.trim(), 300);
  const found = useRemote(
    () =>
      text.length >= SEARCH_LIMITS.minChars
        ? valuesOf(customersApi.search, { query: { text } })
        : Promise.resolve([]),
    [text],
  );
  const [customerId, setCustomerId] = useState<string | null>(
    draft ? String(draft.customerId) : null,
  );
  // The customer a corrected assignment had chosen, shown as chosen (gone: nothing is).
  const chosen = useRemote(
    () =>
      draft
        ? call(customersApi.one, { params: { id: draft.customerId } }).catch(() => null)
        : Promise.resolve(null),
    [draft?.customerId],
  );
  const gone = draft !== undefined && !chosen.loading && chosen.data === null;
  useEffect(() => {
    if (chosen.data) setSearch(customerLabel(chosen.data));
    // The customer no longer exists (the likely refusal): another one is to be chosen.
    if (gone) setCustomerId(null);
  }, [chosen.data, gone]);
  const { form, fields } = useContractForm(cardAssignSchema, { onValid: onSubmit });
  const options = [...(found.data ?? []), ...(chosen.data ? [chosen.data] : [])];
  const data = options
    .filter((c, i) => options.findIndex((o) => o.id === c.id) === i)
    .map((c) => ({ value: String(c.id), label: customerLabel(c) }));
  const nobody =
    text.length >= SEARCH_LIMITS.minChars && !found.loading && found.data?.length === 0;
  if (creating && NewCustomerForm) {
    return (
      <Stack>
        <Title order={3} size="h4">
          <Trans>Nouveau client</Trans>
        </Title>
        <Suspense fallback={<PageLoader />}>
          <NewCustomerForm
            initial={initialFromSearch(query)}
            onClose={() => setCreating(false)}
            onSaved={(saved) => saved && onSubmit({ customerId: saved.id })}
          />
        </Suspense>
      </Stack>
    );
  }
  return (
    <form {...form.props}>
      <Stack>
        <Select
          label={t`Client`}
          placeholder={t`Nom, prénom ou e-mail`}
          searchable
          ref={field}
          searchValue={search}
          onSearchChange={(value) => {
            setSearch(value);
            if (document.activeElement === field.current) setQuery(value);
          }}
          data={data}
          value={customerId}
          onChange={setCustomerId}
          filter={({ options }) => options}
          error={fieldError(fields.customerId)}
          required
        />
        <input type="hidden" name="customerId" value={customerId ?? ""} />
        {/* Under the field, not in its dropdown: the way on when nobody is found stays in view. */}
        {nobody && (
          <Text size="sm" c="dimmed" role="status">
            <Trans>Aucun client trouvé</Trans>
          </Text>
        )}
        {canCreate && customerId === null && (
          <Button
            variant="light"
            leftSection={<Icon name="plus" size={20} />}
            onClick={() => setCreating(true)}
            style={{ alignSelf: "flex-start" }}
          >
            {query.trim() ? (
              <Trans>Créer le client « {query} »</Trans>
            ) : (
              <Trans>Nouveau client</Trans>
            )}
          </Button>
        )}
        <FormActions onCancel={onCancel} submit={<Trans>Valider</Trans>} />
      </Stack>
    </form>
  );
}
