import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { Plural, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type DragEvent } from "react";
import type { SnackMove, SnackType } from "@/contract/snacks";
import { snackArticlesApi } from "@/contract/snacks.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { db } from "@/lib/offline/db";
import { useCan } from "@/lib/session/use-can";
import { LineIcon } from "@/ui/icons";
import { MORE_ICONS } from "@/ui/more-icons";
import { notify } from "@/ui/notify";
import { DataAge } from "@/ui/offline/data-age";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { SNACK_SCREENS } from "./snack-types";
import { dropMove, dropZone, placeAll, stepMove, type Drop, type Placed } from "./tree-moves";

interface Props {
  type: SnackType;
  /** Changes when the articles list was refetched after a change: the tree refetches too. */
  version: number;
  /** After a move the server accepted (the list's order column changed). */
  onMoved: () => void;
  /** Opens the form of an entry (categories are edited from here only). */
  onEdit: (id: number) => void;
}

const treeKey = (type: SnackType) => `snack-tree:${SNACK_SCREENS[type].param}`;

/**
 * The categories of a type as an indented tree with their articles, expandable; holders of
 * SNACKING_ADD_UPDATE reorder it with up and down buttons (touch, keyboard) or by drag and drop.
 * Each move shows the tree the server answers at once.
 */
export function CategoryTree({ type, version, onMoved, onEdit }: Props) {
  const { t, i18n } = useLingui();
  const canMove = useCan("SNACKING_ADD_UPDATE");
  const key = treeKey(type);
  const tree = useCachedRead(key, () =>
    call(snackArticlesApi.tree, { params: { type: SNACK_SCREENS[type].param } }),
  );
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");
  const [dragged, setDragged] = useState<Placed>();
  const [hint, setHint] = useState<{ key: string; where: Drop }>();
  // The button to give the focus back to once the moved entry is redrawn.
  const refocus = useRef<{ key: string; up: boolean }>(undefined);
  // Each entry's arrows, by entry key.
  const arrows = useRef(new Map<string, { up?: HTMLButtonElement; down?: HTMLButtonElement }>());
  const arrow = (key: string, which: "up" | "down") => (button: HTMLButtonElement | null) => {
    const both = arrows.current.get(key) ?? {};
    if (button) both[which] = button;
    else delete both[which];
    arrows.current.set(key, both);
  };
  const { reload } = tree;

  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);

  const placed = placeAll(tree.data?.values ?? []);
  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = undefined;
    const { up, down } = (wanted && arrows.current.get(wanted.key)) ?? {};
    if (!wanted) return;
    // The same arrow again, or the other one once the entry reached the first or last place.
    const same = wanted.up ? up : down;
    (same && !same.disabled ? same : wanted.up ? down : up)?.focus();
  }, [tree.data]);

  async function move(entry: Placed, body: SnackMove, focus?: { key: string; up: boolean }) {
    setBusy(true);
    try {
      const answer = await call(snackArticlesApi.move, { params: { id: entry.node.id }, body });
      refocus.current = focus;
      await db.reads.put({ key, data: answer, fetchedAt: Date.now() });
      const name = entry.node.name;
      const position = body.position + 1;
      setSaid(t`${name} déplacé en position ${position}`);
      onMoved();
    } catch (error) {
      notify("error", i18n._(errorMessage(error)), t`Erreur lors du déplacement`);
    } finally {
      setBusy(false);
    }
  }

  function step(entry: Placed, by: -1 | 1) {
    const body = stepMove(entry, by);
    if (body) void move(entry, body, { key: entry.key, up: by < 0 });
  }

  function drop(target: Placed, event: DragEvent) {
    event.preventDefault();
    setHint(undefined);
    const from = dragged;
    setDragged(undefined);
    if (!from) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const body = dropMove(
      from,
      target,
      dropZone(event.clientY - rect.top, rect.height, target.node.isCategory),
    );
    if (body) void move(from, body);
  }

  const categories = new Set(placed.filter((p) => p.node.isCategory).map((p) => p.node.id)).size;
  const visible = placed.filter(
    (p) => !p.ancestors.some((_, i) => collapsed.has(keyOf(p.ancestors, i))),
  );

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3">
            {t`Catégories`}
          </Title>
          {tree.data && (
            <Text size="sm" c="dimmed">
              <Plural value={categories} one="# catégorie" other="# catégories" />
            </Text>
          )}
        </Group>
        {canMove && (
          <Text size="sm" c="dimmed">
            {t`Glissez une ligne, ou utilisez ses flèches, pour changer l'ordre dans lequel les bornes présentent le menu.`}
          </Text>
        )}
        <DataAge fetchedAt={tree.fetchedAt} stale={tree.stale} />
        <VisuallyHidden role="status">{said}</VisuallyHidden>
        {tree.loading && <Loader role="status" aria-label={t`Chargement`} size="sm" />}
        {tree.error !== undefined && (
          <Alert color="red" title={t`Chargement impossible`}>
            <Group justify="space-between">
              <Text>{i18n._(errorMessage(tree.error))}</Text>
              <Button variant="light" onClick={reload}>
                {t`Réessayer`}
              </Button>
            </Group>
          </Alert>
        )}
        {tree.data && placed.length === 0 && <Text c="dimmed">{t`Aucune catégorie`}</Text>}
        <Box component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-busy={busy}>
          {visible.map((entry) => {
            const { node } = entry;
            const name = node.name;
            const open = !collapsed.has(entry.key);
            const hinted = hint?.key === entry.key ? hint.where : undefined;
            return (
              <Box
                component="li"
                key={entry.key}
                data-testid="tree-entry"
                draggable={canMove && !busy}
                onDragStart={(e: DragEvent) => {
                  e.dataTransfer.setData("text/plain", entry.key);
                  e.dataTransfer.effectAllowed = "move";
                  setDragged(entry);
                }}
                onDragEnd={() => (setDragged(undefined), setHint(undefined))}
                onDragOver={(e: DragEvent) => {
                  if (!dragged) return;
                  e.preventDefault();
                  const rect = e.currentTarget.getBoundingClientRect();
                  const where = dropZone(e.clientY - rect.top, rect.height, node.isCategory);
                  if (hinted !== where) setHint({ key: entry.key, where });
                }}
                onDragLeave={() => hinted && setHint(undefined)}
                onDrop={(e: DragEvent) => drop(entry, e)}
                pl={entry.depth * 28}
                style={{
                  borderTop: `2px solid ${hinted === "before" ? "var(--mantine-color-blue-6)" : "transparent"}`,
                  borderBottom: `2px solid ${hinted === "after" ? "var(--mantine-color-blue-6)" : "transparent"}`,
                  background: hinted === "inside" ? "var(--mantine-color-blue-light)" : undefined,
                  opacity: dragged?.key === entry.key ? 0.5 : 1,
                }}
              >
                <Group gap={4} wrap="nowrap" mih={44}>
                  {node.isCategory && node.children.length > 0 ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size={44}
                      aria-expanded={open}
                      aria-label={open ? t`Replier ${name}` : t`Déplier ${name}`}
                      onClick={() =>
                        setCollapsed((all) => {
                          const next = new Set(all);
                          if (open) next.add(entry.key);
                          else next.delete(entry.key);
                          return next;
                        })
                      }
                    >
                      <LineIcon
                        d={MORE_ICONS.chevronRight}
                        size={20}
                        style={{ transform: open ? "rotate(90deg)" : undefined }}
                      />
                    </ActionIcon>
                  ) : (
                    <Box w={44} style={{ flexShrink: 0 }} />
                  )}
                  {canMove && (
                    <Box c="dimmed" style={{ cursor: "grab", display: "flex" }}>
                      <LineIcon d={MORE_ICONS.grip} size={18} />
                    </Box>
                  )}
                  {node.isCategory && <LineIcon d={MORE_ICONS.folder} size={20} />}
                  <Text
                    fw={node.isCategory ? 600 : 400}
                    style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}
                  >
                    {name}
                  </Text>
                  {!node.isAvailable && (
                    <Badge color="gray" variant="light" miw="max-content">
                      {t`Indisponible`}
                    </Badge>
                  )}
                  {canMove && (
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        size={44}
                        aria-label={t`Monter ${name}`}
                        ref={arrow(entry.key, "up")}
                        disabled={busy || entry.index === 0}
                        onClick={() => step(entry, -1)}
                      >
                        <LineIcon d={MORE_ICONS.sortAscending} size={20} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        size={44}
                        aria-label={t`Descendre ${name}`}
                        ref={arrow(entry.key, "down")}
                        disabled={busy || entry.index === entry.siblings - 1}
                        onClick={() => step(entry, 1)}
                      >
                        <LineIcon d={MORE_ICONS.sortDescending} size={20} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        size={44}
                        aria-label={t`Modifier ${name}`}
                        onClick={() => onEdit(node.id)}
                      >
                        <LineIcon d={MORE_ICONS.pencil} size={20} />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              </Box>
            );
          })}
        </Box>
      </Stack>
    </Paper>
  );
}

/** The key of the i-th ancestor's entry (where it is shown, under its own parent). */
function keyOf(ancestors: readonly number[], i: number): string {
  return `${i === 0 ? "top" : ancestors[i - 1]}-${ancestors[i]}`;
}
