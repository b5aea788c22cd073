import {
  Alert,
  Button,
  CopyButton,
  Divider,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { DeviceKey } from "@/contract/devices";
import { smartTouchApi } from "@/contract/devices.endpoints";
import { kiosksApi } from "@/contract/kiosks.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { formatDateTime } from "@/lib/i18n/format";
import { useCan } from "@/lib/session/use-can";
import { ConfirmAction } from "./confirm-action";
import { notify } from "./notify";

const ISSUE = { kiosk: kiosksApi.issueKey, smarttouch: smartTouchApi.issueKey } as const;
const RIGHT = { kiosk: "KIOSK_ADD_UPDATE", smarttouch: "SMARTTOUCH_ADD_UPDATE" } as const;

interface Props {
  kind: keyof typeof ISSUE;
  serialNumber: string;
  keyIssuedAt: string | null;
  /** After a key was issued: the list refreshes (the panel shows its date). */
  onIssued: () => void;
}

/**
 * A device's own key (src/contract/devices.ts DEVICE_KEY_HEADER): when it was issued, and for a
 * holder of the device's ADD_UPDATE right a new one, shown once to be typed into the device.
 * Online only: a key is never queued nor kept on the tablet.
 */
export function DeviceKeySection({ kind, serialNumber, keyIssuedAt, onIssued }: Props) {
  const { t, i18n } = useLingui();
  const canIssue = useCan(RIGHT[kind]);
  const [issued, setIssued] = useState<DeviceKey | null>(null);
  const [pending, setPending] = useState(false);
  const issuedAt = formatDateTime(keyIssuedAt);

  async function issue() {
    setPending(true);
    try {
      setIssued(await call(ISSUE[kind], { params: { serialNumber } }));
      onIssued();
    } catch (error) {
      notify("error", i18n._(errorMessage(error)), t`La clé n'a pas été émise`);
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="sm">
      <Divider />
      <Title order={2} size="h4">
        <Trans>Clé de l'appareil</Trans>
      </Title>
      {keyIssuedAt ? (
        <Text>{t`Émise le ${issuedAt}. Elle ne peut plus être affichée.`}</Text>
      ) : (
        <Alert color="orange" title={t`Pas encore de clé`}>
          <Trans>
            Sans sa clé, l'appareil ne peut pas se signaler : émettez-la et saisissez-la dans ses
            réglages.
          </Trans>
        </Alert>
      )}
      {canIssue && (
        <Group>
          {keyIssuedAt ? (
            <ConfirmAction
              label={t`Remplacer la clé`}
              message={t`L'ancienne clé cessera de fonctionner à l'instant : l'appareil ne se signalera plus tant que la nouvelle n'y est pas saisie.`}
              confirmLabel={t`Émettre une nouvelle clé`}
              loading={pending}
              onConfirm={issue}
            />
          ) : (
            <Button loading={pending} onClick={() => void issue()}>
              <Trans>Émettre la clé</Trans>
            </Button>
          )}
        </Group>
      )}
      <Modal
        opened={issued !== null}
        onClose={() => setIssued(null)}
        title={t`Clé de ${serialNumber}`}
        closeButtonProps={{ "aria-label": t`Fermer` }}
      >
        <Stack>
          <Text>
            <Trans>
              Saisissez cette clé dans les réglages de l'appareil. Elle n'est affichée qu'une fois :
              notez-la maintenant.
            </Trans>
          </Text>
          <Paper withBorder p="sm">
            <Text
              ff="monospace"
              fz="lg"
              style={{ wordBreak: "break-all" }}
              data-testid="device-key"
            >
              {issued?.deviceKey}
            </Text>
          </Paper>
          <Group justify="flex-end">
            <CopyButton value={issued?.deviceKey ?? ""}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t`Copiée` : t`Copier la clé`}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setIssued(null)}>
              <Trans>J'ai noté la clé</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
