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
  TextInput,
  Title,
} from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { searchKey } from "@/contract/search";
import { type Right } from "@/contract/rights";
import { RIGHT_CATEGORIES, type RightCategory } from "@/contract/right-categories";
import type { Role } from "@/contract/roles";
import { Icon } from "@/ui/icons";
import { CATEGORY_LABELS, RIGHT_LABELS } from "./right-labels";
import { roleName } from "@/lib/i18n/role-names";
import {
  canToggle,
  groupState,
  lockReason,
  sameRights,
  toggleGroup,
  toggleRight,
  type EditorContext,
} from "./role-draft";

interface Props {
  role: Role;
  context: EditorContext;
  saving: boolean;
  onSave: (rights: Right[]) => void;
  /** Told whether the draft differs from the saved rights (the page guards leaving it). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The search box's bound: a right's label is a short sentence. */
const SEARCH_MAX = 60;

/** One role's rights, grouped by the categories of spec section 6. Remount it (key) per role. */
export function RoleRightsEditor({ role, context, saving, onSave, onDirtyChange }: Props) {
  const { i18n, t } = useLingui();
  const [draft, setDraft] = useState<Right[]>(role.rights);
  const [search, setSearch] = useState("");
  const locked = lockReason(role, context);
  const changed = !sameRights(draft, role.rights);
  const count = draft.length;
  const rank = role.rank;
  useEffect(() => onDirtyChange(changed), [changed, onDirtyChange]);

  // Accents and case ignored, in the label, the right's code or its group's name.
  const query = searchKey(search);
  const matches = (...texts: string[]) => texts.some((text) => searchKey(text).includes(query));
  const groups = (Object.keys(RIGHT_CATEGORIES) as RightCategory[])
    .map((category) => {
      const label = i18n._(CATEGORY_LABELS[category]);
      const rights: readonly Right[] = RIGHT_CATEGORIES[category];
      const shown = matches(label)
        ? rights
        : rights.filter((right) => matches(i18n._(RIGHT_LABELS[right]), right));
      return { category, label, rights, shown };
    })
    .filter((group) => group.shown.length > 0);

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
      <TextInput
        type="search"
        label={t`Rechercher un droit`}
        leftSection={<Icon name="search" />}
        value={search}
        maxLength={SEARCH_MAX}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {groups.length === 0 && (
        <Text c="dimmed" py="md">
          <Trans>Aucun droit ne correspond à « {search} ».</Trans>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {groups.map(({ category, label, rights, shown }) => {
          const state = groupState(draft, rights);
          const editable = rights.some((right) => canToggle(right, role, context));
          return (
            <Paper key={category} withBorder radius="md" p="md">
              <Group justify="space-between" wrap="nowrap" mb="xs">
                <Text fw={600}>{label}</Text>
                {rights.length > 1 && (
                  <Checkbox
                    label={t`Tout cocher`}
                    aria-label={t`Tout cocher : ${label}`}
                    checked={state === "all"}
                    indeterminate={state === "some"}
                    disabled={!editable}
                    onChange={(event) =>
                      setDraft(
                        toggleGroup(draft, rights, event.currentTarget.checked, role, context),
                      )
                    }
                  />
                )}
              </Group>
              <Stack gap={0}>
                {shown.map((right) => {
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
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
