import { Grid, Stack, Tabs, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useParams } from "wouter";
import type { SnackArticle, SnackType } from "@/contract/snacks";
import { snackArticlesApi } from "@/contract/snacks.endpoints";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { useCan } from "@/lib/session/use-can";
import { notify } from "@/ui/notify";
import { ResourceList, type ListView } from "@/ui/paged-list/resource-list";
import { ARTICLE_LISTS, type ArticleFilters } from "./article-list";
import { CategoryTree } from "./category-tree";
import { LOCATION_LISTS } from "./location-list";
import { SNACK_SCREENS } from "./snack-types";

type ArticlesView = ListView<SnackArticle, ArticleFilters>;

/**
 * /snacking (the snack bar) and /articles (the shop), the same screen for their type: the
 * articles with the category tree, and the preparation zones (SNACKLOCATION_READ). The bare path
 * opens the articles tab.
 */
export default function SnacksPage() {
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  const { tab: asked } = useParams<{ tab?: string }>();
  const canZones = useCan("SNACKLOCATION_READ");
  const screen =
    Object.values(SNACK_SCREENS).find((s) => location.startsWith(s.home)) ?? SNACK_SCREENS.Snack;
  const tab =
    asked === screen.articlesTab
      ? "articles"
      : asked === screen.zonesTab && canZones
        ? "zones"
        : undefined;
  useEffect(() => {
    if (!tab) navigate(screen.tab("articles"), { replace: true });
  }, [tab, navigate, screen]);
  if (!tab) return null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {screen.type === "Snack" ? t`Snacking` : t`Articles`}
      </Title>
      <Tabs
        value={tab}
        onChange={(v) => v && navigate(screen.tab(v === "zones" ? "zones" : "articles"))}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="articles">{t`Articles et catégories`}</Tabs.Tab>
          {canZones && <Tabs.Tab value="zones">{t`Zones de préparation`}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="articles" pt="md">
          <ArticlesTab type={screen.type} />
        </Tabs.Panel>
        {canZones && (
          <Tabs.Panel value="zones" pt="md">
            <ResourceList of={LOCATION_LISTS[screen.type]} level={2} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

/**
 * The articles list and the category tree, kept in step: a change made in one (a save, a
 * delete, a move) refetches the other, the list keeping its filters and page. Side by side on a
 * wide screen; the tree under the list on a tablet, where the list needs the whole width.
 */
function ArticlesTab({ type }: { type: SnackType }) {
  const { i18n } = useLingui();
  const view = useRef<ArticlesView>(undefined);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);

  async function edit(id: number) {
    try {
      const article = await call(snackArticlesApi.one, { params: { id } });
      view.current?.edit(article);
    } catch (error) {
      notify("error", i18n._(errorMessage(error)));
    }
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, xl: 8 }}>
        <ResourceList of={ARTICLE_LISTS[type]} level={2}>
          {(current) => <ListWatch view={current} into={view} onRefetched={changed} />}
        </ResourceList>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xl: 4 }}>
        <CategoryTree
          type={type}
          version={version}
          onMoved={() => view.current?.list.reload()}
          onEdit={(id) => void edit(id)}
        />
      </Grid.Col>
    </Grid>
  );
}

/**
 * Keeps the page's handle on the list (to reload it after a move, to open its form from the
 * tree) and says when the list was refetched after the page opened (a save or a delete in it).
 */
function ListWatch({
  view,
  into,
  onRefetched,
}: {
  view: ArticlesView;
  into: React.RefObject<ArticlesView | undefined>;
  onRefetched: () => void;
}) {
  const opened = useRef(Date.now());
  const last = useRef(view.list.fetchedAt);
  const { fetchedAt } = view.list;
  useEffect(() => {
    into.current = view;
  });
  useEffect(() => {
    const before = last.current;
    last.current = fetchedAt;
    // The cached copy shown at first, then its first refresh, are not changes.
    if (before !== undefined && fetchedAt !== before && before >= opened.current) onRefetched();
  }, [fetchedAt, onRefetched]);
  return null;
}
