import { Button, Drawer, Group, SimpleGrid, Stack, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Kiosk } from "@/contract/kiosks";
import { hasRight } from "@/contract/rights";
import { formatDateTime } from "@/lib/i18n/format";
import { useSession } from "@/lib/session/session";
import { ConfirmAction } from "@/ui/confirm-action";
import { Fact } from "@/ui/fact";
import { useCommand } from "@/ui/use-command";
import { DeviceHealthBadge } from "@/ui/device-health-badge";
import { DeviceKeySection } from "@/ui/device-key-section";
import { deleteKioskCommand } from "./kiosk-commands";
import { KIOSK_TYPE_LABELS, PAYMENT_METHOD_LABELS } from "./kiosk-labels";
import { KioskOperations } from "./kiosk-operations";
import { KioskPurchases } from "./kiosk-purchases";

interface Props {
  kiosk: Kiosk | null;
  onClose: () => void;
  onEdit: (kiosk: Kiosk) => void;
  /** After a delete, whatever its outcome: the list refreshes. */
  onDeleted: () => void;
  /** After a new key: the list refreshes (its date shows). */
  onKeyIssued: () => void;
}

/** One kiosk at a glance: its settings, what it sold, and the actions the user's rights allow. */
export function KioskPanel({ kiosk, onClose, ...actions }: Props) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={kiosk !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={kiosk?.name}
      closeButtonProps={{ "aria-label": t`Fermer` }}
    >
      {kiosk && <KioskDetails kiosk={kiosk} {...actions} />}
    </Drawer>
  );
}

function KioskDetails({
  kiosk,
  onEdit,
  onDeleted,
  onKeyIssued,
}: Omit<Props, "kiosk" | "onClose"> & { kiosk: Kiosk }) {
  const { t, i18n } = useLingui();
  const rights = useSession()?.claims.role_rights ?? [];
  const remove = useCommand(deleteKioskCommand);
  const { name, pingDelay, paymentMethodAccepted: payment } = kiosk;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t`Numéro de série`}>{kiosk.serialNumber}</Fact>
        <Fact label={t`Type`}>{i18n._(KIOSK_TYPE_LABELS[kiosk.type])}</Fact>
        <Fact label={t`État`}>
          <DeviceHealthBadge device={kiosk} />
        </Fact>
        <Fact label={t`Dernier ping`}>{formatDateTime(kiosk.lastPing) || "—"}</Fact>
        <Fact label={t`Version`}>{kiosk.version ?? "—"}</Fact>
        <Fact label={t`Moyen de paiement`}>
          {payment ? i18n._(PAYMENT_METHOD_LABELS[payment]) : "—"}
        </Fact>
        <Fact label={t`Délai de ping`}>{t`${pingDelay} s`}</Fact>
      </SimpleGrid>
      <Group>
        {hasRight(rights, "KIOSK_ADD_UPDATE") && (
          <Button onClick={() => onEdit(kiosk)}>
            <Trans>Modifier</Trans>
          </Button>
        )}
        {hasRight(rights, "KIOSK_DELETE") && (
          <ConfirmAction
            label={t`Supprimer`}
            message={t`La borne ${name} sera supprimée.`}
            confirmLabel={t`Supprimer la borne`}
            loading={remove.pending}
            onConfirm={async () => {
              await remove.run({ serialNumber: kiosk.serialNumber });
              onDeleted();
            }}
          />
        )}
      </Group>
      <DeviceKeySection
        kind="kiosk"
        serialNumber={kiosk.serialNumber}
        keyIssuedAt={kiosk.keyIssuedAt}
        onIssued={onKeyIssued}
      />
      <KioskOperations kiosk={kiosk} />
      <Title order={2} size="h4">
        <Trans>Historique des achats</Trans>
      </Title>
      <KioskPurchases serialNumber={kiosk.serialNumber} />
    </Stack>
  );
}
