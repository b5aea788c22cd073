import { Badge, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { appConfig } from "@/lib/api/app-config";
import { formatDateTime } from "@/lib/i18n/format";
import { roleName } from "@/lib/i18n/role-names";
import { useOfflineShellReady, usePersistence } from "@/lib/pwa/pwa-status";
import { useSession } from "@/lib/session/session";
import { useCan } from "@/lib/session/use-can";
import { useNetworkStatus } from "@/ui/use-network-status";
import { InstallAppPanel } from "./install-app-panel";
import { StoredOnDevice } from "./stored-on-device";

/**
 * /about: which version this is and since when, whether it opens without the network, what the
 * tablet keeps, and who is signed in, in words floor staff use (no storage or service-worker terms).
 */
export default function AboutPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const canInstallForOthers = useCan("EMPLOYEE_ADD_UPDATE");
  const online = useNetworkStatus();
  const offlineReady = useOfflineShellReady();
  const persistence = usePersistence();
  const config = appConfig();
  const rows: [string, React.ReactNode][] = [
    [t`Version de l'application`, __APP_VERSION__],
    [t`Version publiée le`, formatDateTime(__BUILD_DATE__)],
    [t`Langue`, i18n.locale === "fr" ? "Français" : "English"],
    [t`Adresse du serveur`, config.apiBaseUrl || window.location.origin],
    [
      t`Réseau`,
      online ? (
        <Badge color="teal">{t`En ligne`}</Badge>
      ) : (
        <Badge color="orange">{t`Hors ligne`}</Badge>
      ),
    ],
    [
      t`Sans réseau`,
      offlineReady
        ? t`L'application s'ouvre même sans réseau`
        : t`Pas encore : ouvrez-la une fois avec le réseau`,
    ],
    [
      t`Données de la tablette`,
      persistence === undefined
        ? "…"
        : {
            granted: t`Gardées : la tablette ne les efface pas d'elle-même`,
            denied: t`La tablette peut les effacer si elle manque de place`,
            unsupported: t`Ce navigateur peut les effacer s'il manque de place`,
          }[persistence],
    ],
    [t`Connecté en tant que`, session ? `${session.claims.name} (${session.claims.email})` : "—"],
    [t`Rôle`, session ? roleName(session.claims.role, i18n) : "—"],
    [
      t`Droits`,
      session ? (
        <Plural
          value={session.claims.role_rights.length}
          one="# droit donné par ce rôle"
          other="# droits donnés par ce rôle"
        />
      ) : (
        "—"
      ),
    ],
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
      <StoredOnDevice />
      {canInstallForOthers && <InstallAppPanel />}
    </Stack>
  );
}
