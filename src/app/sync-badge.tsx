import { Badge, Loader, UnstyledButton } from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { loadScreenMessages } from "@/lib/i18n/i18n";
import { useNetworkStatus } from "@/ui/use-network-status";
import { useIdlePreload } from "@/ui/use-idle-preload";
import { useSyncStatus } from "@/ui/offline/use-sync-status";
import { LazyPart, partLoader } from "@/ui/lazy-part";
import { onPendingPanelRequest } from "@/ui/offline/pending-panel-request";

// Loaded while the network is there (see below), so the panel opens offline too, even before
// the service worker has cached the app; its texts are in the screens' catalogue.
const loadPanel = () =>
  Promise.all([import("@/ui/offline/pending-panel"), loadScreenMessages()]).then(([m]) => m);
const pendingPanel = partLoader(loadPanel);

/**
 * The header's network and outbox badge: online or offline, and how many actions wait (rejected
 * ones in red). A tap opens the pending-actions panel.
 */
export function SyncBadge() {
  const { t } = useLingui();
  const online = useNetworkStatus();
  const { pending, rejected, sending } = useSyncStatus();
  const [opened, setOpened] = useState(false);
  // The entry a refusal's "Corriger" asked to see (src/ui/offline/announce-outcome.ts).
  const [shown, setShown] = useState<string>();
  // Once the screen has been painted, at idle, as the outbox (src/app/app-shell.tsx).
  useIdlePreload(loadPanel, 1000);
  useEffect(() => onPendingPanelRequest((id) => (setShown(id), setOpened(true))), []);
  const color = rejected > 0 ? "red" : !online ? "orange" : pending > 0 ? "yellow" : "teal";
  return (
    <>
      <UnstyledButton
        onClick={() => (setShown(undefined), setOpened(true))}
        title={t`Actions en attente`}
        data-testid="sync-badge"
        style={{ minHeight: 44, display: "flex", alignItems: "center" }}
      >
        <Badge
          color={color}
          variant={pending + rejected > 0 || !online ? "filled" : "light"}
          size="lg"
          leftSection={sending ? <Loader size={12} color="white" /> : undefined}
        >
          {online ? <Trans>En ligne</Trans> : <Trans>Hors ligne</Trans>}
          {pending > 0 && (
            <>
              {" · "}
              <Plural value={pending} one="# en attente" other="# en attente" />
            </>
          )}
          {rejected > 0 && (
            <>
              {" · "}
              <Plural value={rejected} one="# refusée" other="# refusées" />
            </>
          )}
        </Badge>
      </UnstyledButton>
      {opened && (
        <LazyPart
          load={pendingPanel}
          props={{ opened, onClose: () => setOpened(false), shown }}
          fallback={null}
          quiet
        />
      )}
    </>
  );
}
