import { Button, Group, Paper, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { installPrompt, useInstallAvailable } from "@/lib/pwa/install-prompt";

/**
 * For managers: install the app on this device (home-screen icon, own window, works offline).
 * Shown only while the browser offers it (Chromium's `beforeinstallprompt`); gone once installed.
 */
export function InstallAppPanel() {
  const available = useInstallAvailable();
  if (!available) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fw={600}>
            <Trans>Installer l'application</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Une icône sur cet appareil, une fenêtre à part, et l'application s'ouvre même sans
              réseau.
            </Trans>
          </Text>
        </div>
        <Button flex="none" onClick={() => void installPrompt.prompt()}>
          <Trans>Installer</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
