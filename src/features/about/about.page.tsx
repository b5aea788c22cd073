import { Badge, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { appConfig } from "@/lib/api/app-config";
import { formatDateTime } from "@/lib/i18n/format";
import { roleName } from "@/lib/i18n/role-names";
import { useOfflineShellReady, usePersistence } from "@/lib/pwa/pwa-status";
import { useSession } from "@/lib/session/session";
import { useCan } from "@/lib/session/use-can";
import { useNetworkStatus } from "@/ui/use-network-status";
import { InstallAppPanel } from "./install-app-panel";

export default function AboutPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const canInstallForOthers = useCan("EMPLOYEE_ADD_UPDATE");
  const online = useNetworkStatus();
  const offlineReady = useOfflineShellReady();
  const persistence = usePersistence();
  const config = appConfig();
  const rows: [string, React.ReactNode][] = [
    [t`Version`, __APP_VERSION__],
    [t`Construite le`, formatDateTime(__BUILD_DATE__)],
    [t`Langue`, i18n.locale === "fr" ? "Français" : "English"],
    [t`Serveur`, config.apiBaseUrl || window.location.origin],
    [
      t`Réseau`,
      online ? (
        <Badge color="teal">{t`En ligne`}</Badge>
      ) : (
        <Badge color="orange">{t`Hors ligne`}</Badge>
      ),
    ],
    [
      t`Mode hors ligne`,
      offlineReady ? (
        <Badge color="teal">{t`Prêt`}</Badge>
      ) : (
        <Badge color="gray">{t`Non disponible`}</Badge>
      ),
    ],
    [
      t`Stockage persistant`,
      persistence === undefined
        ? "…"
        : {
            granted: <Badge color="teal">{t`Accordé`}</Badge>,
            denied: <Badge color="orange">{t`Refusé`}</Badge>,
            unsupported: <Badge color="gray">{t`Non pris en charge`}</Badge>,
          }[persistence],
    ],
    [t`Connecté en tant que`, session ? `${session.claims.name} (${session.claims.email})` : "—"],
    [t`Rôle`, session ? roleName(session.claims.role, i18n) : "—"],
    [t`Droits`, session ? String(session.claims.role_rights.length) : "—"],
  ];
  return (
    <Stack maw={720} gap="lg">
      <div>
        <Title order={1} size="h2">
          <Trans>À propos</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Back-office du parc : cartes de jeu et leur historique, clients, cartes employés,
            bornes, jeux, produits, rôles et droits, sur tablette, même hors ligne pour les cartes
            et les bornes.
          </Trans>
        </Text>
      </div>
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" horizontalSpacing="lg">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {canInstallForOthers && <InstallAppPanel />}
    </Stack>
  );
}
