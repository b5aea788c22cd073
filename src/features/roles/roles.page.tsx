import { Alert, Button, Grid, Loader, NavLink, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import type { Right } from "@/contract/rights";
import { rolesApi } from "@/contract/roles.endpoints";
import { errorMessage } from "@/lib/api/error-messages";
import { call, valuesOf } from "@/lib/api/call";
import { useSession } from "@/lib/session/session";
import { Icon } from "@/ui/icons";
import { notify } from "@/ui/notify";
import { useUnsavedChanges } from "@/ui/unsaved-changes";
import { useRemote } from "@/ui/use-remote";
import { roleName } from "@/lib/i18n/role-names";
import { firstEditableRole } from "./role-draft";
import { RoleRightsEditor } from "./role-rights-editor";
import { VenueSettingsSection } from "./venue-settings-form";

const loadRoles = () => valuesOf(rolesApi.list);

export default function RolesPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const roles = useRemote(loadRoles);
  const [selectedId, setSelectedId] = useState<number>();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const unsaved = useUnsavedChanges(dirty);
  const list = roles.data ?? [];
  const context = {
    ownRoleId: session?.claims.role_id ?? -1,
    ownRank: session?.claims.role_rank ?? Number.MAX_SAFE_INTEGER,
    heldRights: session?.claims.role_rights ?? [],
  };
  const ownRank = context.ownRank;
  const selected = list.find((r) => r.id === selectedId) ?? firstEditableRole(list, context);

  const rankLabel = (rank: number) => t`Rang ${rank}`;

  async function save(id: number, rights: Right[]) {
    setSaving(true);
    try {
      const updated = await call(rolesApi.update, { params: { id }, body: { rights } });
      roles.setData(list.map((r) => (r.id === id ? updated : r)));
      notify("success", t`Rôle mis à jour`);
    } catch (error) {
      notify("error", i18n._(errorMessage(error)), t`Erreur lors de la mise à jour du rôle`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Rôles et droits</Trans>
      </Title>
      <Alert color="yellow" icon={<Icon name="alert" />}>
        <Trans>
          Les modifications touchent tous les employés qui ont ce rôle. Ils doivent se reconnecter
          pour qu'elles s'appliquent.
        </Trans>
      </Alert>
      {roles.loading && <Loader role="status" aria-label={t`Chargement`} />}
      {roles.error !== undefined && (
        <Alert color="red" title={t`Impossible de charger les rôles`}>
          <Stack gap="xs" align="flex-start">
            <Text>{i18n._(errorMessage(roles.error))}</Text>
            <Button variant="light" onClick={roles.reload}>
              <Trans>Réessayer</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {selected && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder radius="md" p={4} component="nav" aria-label={t`Rôles`}>
              {list.map((role) => (
                <NavLink
                  key={role.id}
                  label={roleName(role.name, i18n)}
                  description={rankLabel(role.rank)}
                  active={role.id === selected.id}
                  onClick={() => unsaved.guard(() => setSelectedId(role.id))}
                />
              ))}
            </Paper>
            <Text size="sm" c="dimmed" mt="sm">
              <Trans>
                Plus le rang est petit, plus le rôle est élevé. Vous pouvez modifier les rôles de
                rang {ownRank} ou plus, sauf le vôtre, et n'y donner que des droits que vous
                détenez.
              </Trans>
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <RoleRightsEditor
              key={`${selected.id}:${selected.rights.join(",")}`}
              role={selected}
              context={context}
              saving={saving}
              onSave={(rights) => void save(selected.id, rights)}
              onDirtyChange={onDirtyChange}
            />
          </Grid.Col>
        </Grid>
      )}
      <VenueSettingsSection />
      {unsaved.dialog}
    </Stack>
  );
}
