import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { RIGHT_CATEGORIES, type Right, type RightCategory } from "@/contract/rights";
import type { Role } from "@/contract/roles";
import { Icon } from "@/ui/icons";
import { CATEGORY_LABELS, RIGHT_LABELS } from "./right-labels";
import { roleName } from "@/lib/i18n/role-names";
import { canToggle, lockReason, sameRights, toggleRight, type EditorContext } from "./role-draft";

interface Props {
  role: Role;
  context: EditorContext;
  saving: boolean;
  onSave: (rights: Right[]) => void;
}

/** One role's rights, grouped by the categories of spec section 6. Remount it (key) per role. */
export function RoleRightsEditor({ role, context, saving, onSave }: Props) {
  const { i18n, t } = useLingui();
  const [draft, setDraft] = useState<Right[]>(role.rights);
  const locked = lockReason(role, context);
  const changed = !sameRights(draft, role.rights);
  const count = draft.length;
  const rank = role.rank;

  return (
    <Stack gap="md">
      {/* The role's name and its buttons stay in view while the long list of rights scrolls. */}
      <Group
        justify="space-between"
        align="flex-end"
        pos="sticky"
        top={64}
        py="sm"
        bg="var(--app-page-bg)"
        style={{ zIndex: 2, borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      >
        <div>
          <Title order={2} size="h3">
            {roleName(role.name, i18n)}
          </Title>
          <Group gap="xs" mt={4}>
            <Badge variant="light">
              <Trans>Rang {rank}</Trans>
            </Badge>
            <Badge variant="light" color="gray">
              <Plural value={count} one="# droit" other="# droits" />
            </Badge>
          </Group>
        </div>
        <Group>
          <Button
            variant="default"
            disabled={!changed || saving}
            onClick={() => setDraft(role.rights)}
          >
            <Trans>Annuler les modifications</Trans>
          </Button>
          <Button
            disabled={!changed || locked !== undefined}
            loading={saving}
            onClick={() => onSave(draft)}
          >
            <Trans>Enregistrer</Trans>
          </Button>
        </Group>
      </Group>
      {locked && (
        <Alert color="gray" icon={<Icon name="lock" />}>
          {locked === "own" ? (
            <Trans>Vous ne pouvez pas modifier les droits de votre rôle</Trans>
          ) : (
            <Trans>Vous ne pouvez pas modifier un rôle plus élevé que le vôtre</Trans>
          )}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {(Object.keys(RIGHT_CATEGORIES) as RightCategory[]).map((category) => (
          <Paper key={category} withBorder radius="md" p="md">
            <Text fw={600} mb="xs">
              {i18n._(CATEGORY_LABELS[category])}
            </Text>
            <Stack gap={0}>
              {RIGHT_CATEGORIES[category].map((right) => {
                const allowed = canToggle(right, role, context);
                return (
                  <Checkbox
                    key={right}
                    label={i18n._(RIGHT_LABELS[right])}
                    description={!allowed && !locked ? t`Vous ne détenez pas ce droit` : right}
                    checked={draft.includes(right)}
                    disabled={!allowed}
                    onChange={(event) =>
                      setDraft(toggleRight(draft, right, event.currentTarget.checked, context))
                    }
                  />
                );
              })}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
