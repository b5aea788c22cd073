import { Button, Divider, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { kioskRecycleInputSchema, kioskTransferInputSchema } from "@/contract/devices";
import type { Kiosk } from "@/contract/kiosks";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { ConfirmAction } from "@/ui/confirm-action";
import { useCommand } from "@/ui/use-command";
import {
  kioskRecycleCommand,
  kioskTransferCommand,
  restartKioskAppCommand,
  restartKioskCommand,
} from "./kiosk-commands";

/**
 * What staff ask of the kiosk itself (each by its right): restart it or its application, recycle
 * or transfer the card it holds. Queued like every kiosk action; not sent within 10 minutes (an
 * outage), they expire rather than surprise a customer at the kiosk later.
 */
export function KioskOperations({ kiosk }: { kiosk: Kiosk }) {
  const { t } = useLingui();
  const restart = useCommand(restartKioskCommand);
  const restartApp = useCommand(restartKioskAppCommand);
  const recycle = useCommand(kioskRecycleCommand);
  const transfer = useCommand(kioskTransferCommand);
  if (!restart.allowed && !restartApp.allowed && !recycle.allowed && !transfer.allowed) return null;
  const { serialNumber, name } = kiosk;
  const operation = () => ({ serialNumber, name, issuedAt: new Date().toISOString() });
  return (
    <Stack gap="sm">
      <Divider />
      <Title order={2} size="h4">
        <Trans>Opérations sur la borne</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          La borne les exécute à son prochain contact. Une opération qui n'a pas pu partir dans les
          10 minutes (hors ligne) expire : elle n'est jamais envoyée en retard.
        </Trans>
      </Text>
      <Group>
        {restart.allowed && (
          <ConfirmAction
            label={t`Redémarrer la borne`}
            message={t`La borne ${name} redémarrera : une vente en cours serait interrompue.`}
            confirmLabel={t`Redémarrer`}
            loading={restart.pending}
            onConfirm={() => restart.run(operation())}
          />
        )}
        {restartApp.allowed && (
          <ConfirmAction
            label={t`Redémarrer l'application`}
            message={t`L'application de la borne ${name} redémarrera.`}
            confirmLabel={t`Redémarrer l'application`}
            danger={false}
            loading={restartApp.pending}
            onConfirm={() => restartApp.run(operation())}
          />
        )}
      </Group>
      {recycle.allowed && (
        <RecycleForm onRecycle={(cardNumber) => recycle.run({ ...operation(), cardNumber })} />
      )}
      {transfer.allowed && (
        <TransferForm onTransfer={(numbers) => transfer.run({ ...operation(), ...numbers })} />
      )}
    </Stack>
  );
}

function RecycleForm({ onRecycle }: { onRecycle: (cardNumber: string) => Promise<unknown> }) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const { form, fields, pending } = useContractForm(kioskRecycleInputSchema, {
    id: "kiosk-recycle",
    defaultValue: { cardNumber: "" },
    onValid: async ({ cardNumber }) => {
      await onRecycle(cardNumber);
    },
  });
  return (
    <form {...form.props}>
      <Group align="flex-end">
        <TextInput
          label={t`Carte à recycler dans la borne`}
          name={fields.cardNumber.name}
          key={fields.cardNumber.key}
          defaultValue={fields.cardNumber.defaultValue}
          error={fieldError(fields.cardNumber)}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={pending}>
          <Trans>Recycler</Trans>
        </Button>
      </Group>
    </form>
  );
}

function TransferForm({
  onTransfer,
}: {
  onTransfer: (numbers: { oldCardNumber: string; newCardNumber: string }) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const { form, fields, pending } = useContractForm(kioskTransferInputSchema, {
    id: "kiosk-transfer",
    defaultValue: { oldCardNumber: "", newCardNumber: "" },
    onValid: async ({ oldCardNumber, newCardNumber }) => {
      await onTransfer({ oldCardNumber, newCardNumber });
    },
  });
  return (
    <form {...form.props}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t`Carte insérée dans la borne`}
            name={fields.oldCardNumber.name}
            key={fields.oldCardNumber.key}
            defaultValue={fields.oldCardNumber.defaultValue}
            error={fieldError(fields.oldCardNumber)}
          />
          <TextInput
            label={t`Nouvelle carte`}
            name={fields.newCardNumber.name}
            key={fields.newCardNumber.key}
            defaultValue={fields.newCardNumber.defaultValue}
            error={fieldError(fields.newCardNumber)}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" variant="light" loading={pending}>
            <Trans>Transférer à la borne</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
