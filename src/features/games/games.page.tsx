import { Badge, Stack, Tabs, Title } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useLocation, useParams } from "wouter";
import type { Game, GameCategory, GameType } from "@/contract/catalogue";
import { gameCategoriesApi, gamesApi, gameTypesApi } from "@/contract/catalogue.endpoints";
import { valuesOf } from "@/lib/api/call";
import { formatDate } from "@/lib/i18n/format";
import { paths, type GamesTab } from "@/lib/paths";
import { SCREENS } from "@/lib/screens";
import { csvDate } from "@/ui/paged-list/csv-export";
import { defineList, ResourceList } from "@/ui/paged-list/resource-list";
import { GameCategoryFormModal } from "./game-category-form";
import { GameFormModal } from "./game-form";

const TABS: readonly GamesTab[] = ["game", "type", "category"];

/** VAT in percent, as the language writes it ("20 %", "5,5 %"). */
const percent = (value: number, i18n: I18n) =>
  i18n.number(value / 100, { style: "percent", maximumFractionDigits: 2 });
const yesNo = (value: boolean, i18n: I18n) => i18n._(value ? msg`Oui` : msg`Non`);
const seconds = (value: number, i18n: I18n) => i18n._(msg`${value} s`);

/** /games/game: the games, 20 a page, filtered on code, type and category. */
const GAME_LIST = defineList({
  cache: "games",
  screen: { title: msg`Jeux`, create: SCREENS.games.create },
  list: gamesApi.list,
  size: 20,
  filters: { filterOnCode: "", filterOnGameTypeId: "", filterOnCategoryId: "" },
  filterFields: [
    { name: "filterOnCode", label: msg`Identité` },
    {
      name: "filterOnGameTypeId",
      label: msg`Type de jeu`,
      placeholder: msg`Tous les types`,
      options: () =>
        valuesOf(gameTypesApi.list).then((types) =>
          types.map((t) => ({ value: String(t.id), label: t.name })),
        ),
    },
    {
      name: "filterOnCategoryId",
      label: msg`Catégorie`,
      placeholder: msg`Toutes les catégories`,
      options: () =>
        valuesOf(gameCategoriesApi.list).then((all) =>
          all.map((c) => ({ value: String(c.id), label: c.name })),
        ),
    },
  ],
  rowKey: (game) => game.id,
  columns: [
    { key: "code", header: msg`Identité`, render: (g) => g.code },
    { key: "type", header: msg`Type`, render: (g) => g.gameTypeName },
    // Beside the menu of a landscape tablet, the row keeps room for its buttons.
    {
      key: "category",
      header: msg`Catégorie`,
      render: (g) => g.gameCategoryName,
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "devices",
      header: msg`Appareils`,
      render: (g) => `${g.smartTouchIds.length} / ${g.nbMaxSmartouchs}`,
      align: "right",
    },
    {
      key: "tokenPrice",
      header: msg`Prix en unités`,
      render: (g) => g.tokenPrice,
      align: "right",
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "tva",
      header: msg`TVA`,
      render: (g, i18n) => percent(g.tva, i18n),
      // In percent, a number a spreadsheet computes with (20, 5,5).
      csv: (g) => g.tva,
      align: "right",
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "version",
      header: msg`Version`,
      render: (g) => g.version,
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "installed",
      header: msg`Installé le`,
      render: (g) => formatDate(g.dateInstallation) || "—",
      csv: (g, i18n) => csvDate(g.dateInstallation, i18n),
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "maintenance",
      header: msg`Maintenance`,
      render: (g, i18n) =>
        g.maintenance ? (
          <Badge color="orange" variant="light" styles={{ label: { overflow: "visible" } }}>
            {i18n._(msg`En maintenance`)}
          </Badge>
        ) : (
          "—"
        ),
      csv: (g, i18n) => (g.maintenance ? i18n._(msg`En maintenance`) : null),
      hideable: true,
    },
  ],
  empty: msg`Aucun jeu trouvé`,
  form: {
    render: ({ opened, row, onClose, onSaved }) => (
      <GameFormModal opened={opened} game={row} onClose={onClose} onSaved={() => onSaved()} />
    ),
    update: gamesApi.update,
  },
  remove: {
    endpoint: gamesApi.remove,
    params: (game: Game) => ({ id: game.id }),
    confirm: ({ code }) =>
      msg`Le jeu ${code} sera supprimé et ses appareils libérés (ils passent en maintenance s'ils ne sont reliés à rien d'autre).`,
    done: msg`Jeu supprimé`,
    failed: msg`Erreur lors de la suppression du jeu`,
  },
});

/** /games/type: every game type (read only: types come with the games' software). */
const TYPE_LIST = defineList({
  cache: "game-types",
  screen: { title: msg`Types de jeux` },
  all: gameTypesApi.list,
  size: 20,
  filters: { name: "" },
  filterFields: [{ name: "name", label: msg`Nom ou marque` }],
  match: (type: GameType, { name }) =>
    `${type.name} ${type.brand}`.toLocaleLowerCase().includes(name.trim().toLocaleLowerCase()),
  sortBy: {
    name: (t) => t.name,
    brand: (t) => t.brand,
    devices: (t) => t.nbMaxSmartouchs,
    players: (t) => t.maxPlayers,
  },
  rowKey: (type) => type.id,
  columns: [
    { key: "name", header: msg`Nom`, render: (t) => t.name },
    { key: "brand", header: msg`Marque`, render: (t) => t.brand },
    {
      key: "devices",
      header: msg`Appareils max.`,
      render: (t) => t.nbMaxSmartouchs,
      align: "right",
    },
    { key: "players", header: msg`Joueurs max.`, render: (t) => t.maxPlayers, align: "right" },
    {
      key: "bonus",
      header: msg`Unités bonus`,
      render: (t, i18n) => yesNo(t.bonusAllowed, i18n),
      hideable: true,
    },
    {
      key: "uniqueCode",
      header: msg`Code unique`,
      render: (t, i18n) => yesNo(t.uniqueCode, i18n),
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "freePlay",
      header: msg`Délai FreePlay`,
      render: (t, i18n) => seconds(t.freePlayDelay, i18n),
      align: "right",
      visibleFrom: "lg",
      hideable: true,
    },
    {
      key: "happyHour",
      header: msg`Délai HappyHours`,
      render: (t, i18n) => seconds(t.happyHourDelay, i18n),
      align: "right",
      visibleFrom: "lg",
      hideable: true,
    },
  ],
  empty: msg`Aucun type de jeu trouvé`,
});

/** /games/category: the game categories, edited (never added) by CATALOG_ADD_UPDATE. */
const CATEGORY_LIST = defineList({
  cache: "game-categories",
  screen: { title: msg`Catégories de jeux` },
  all: gameCategoriesApi.list,
  size: 20,
  sortBy: { name: (c: GameCategory) => c.name, code: (c) => c.code, tva: (c) => c.tva },
  rowKey: (category) => category.id,
  columns: [
    { key: "code", header: msg`Code`, render: (c) => c.code },
    { key: "name", header: msg`Nom`, render: (c) => c.name },
    { key: "tokenPrice", header: msg`Prix en unités`, render: (c) => c.tokenPrice, align: "right" },
    {
      key: "tva",
      header: msg`TVA`,
      render: (c, i18n) => percent(c.tva, i18n),
      csv: (c) => c.tva,
      align: "right",
    },
    {
      key: "animation",
      header: msg`Animation LED`,
      render: (c) => c.animationName ?? "—",
      hideable: true,
    },
  ],
  empty: msg`Aucune catégorie`,
  form: {
    render: ({ opened, row, onClose, onSaved }) => (
      <GameCategoryFormModal
        opened={opened}
        category={row}
        onClose={onClose}
        onSaved={() => onSaved()}
      />
    ),
    update: gameCategoriesApi.update,
  },
});

/** /games: the catalogue's three tabs (spec section 2); /games alone opens the games tab. */
export default function GamesPage() {
  const { t } = useLingui();
  const { tab: asked } = useParams<{ tab?: string }>();
  const [, navigate] = useLocation();
  const tab = TABS.find((x) => x === asked);
  useEffect(() => {
    if (!tab) navigate(paths.games("game"), { replace: true });
  }, [tab, navigate]);
  if (!tab) return null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t`Catalogue des jeux`}
      </Title>
      <Tabs
        value={tab}
        onChange={(v) => v && navigate(paths.games(v as GamesTab))}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="game">{t`Jeux`}</Tabs.Tab>
          <Tabs.Tab value="type">{t`Types`}</Tabs.Tab>
          <Tabs.Tab value="category">{t`Catégories`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="game" pt="md">
          <ResourceList of={GAME_LIST} level={2} />
        </Tabs.Panel>
        <Tabs.Panel value="type" pt="md">
          <ResourceList of={TYPE_LIST} level={2} />
        </Tabs.Panel>
        <Tabs.Panel value="category" pt="md">
          <ResourceList of={CATEGORY_LIST} level={2} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
