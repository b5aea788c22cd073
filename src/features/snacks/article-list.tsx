import { Badge } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { useState } from "react";
import { LIMITS } from "@/contract/limits";
import { listPictureUrl } from "@/contract/pictures";
import type { SnackArticle, SnackType } from "@/contract/snacks";
import { snackArticlesApi } from "@/contract/snacks.endpoints";
import { call, valuesOf } from "@/lib/api/call";
import { defineList, type ListDeclaration } from "@/ui/paged-list/resource-list";
import { ArticleFormModal } from "./article-form";
import { PicturePlaceholder } from "./picture-placeholder";
import { categoryChoices, perType, SNACK_SCREENS } from "./snack-types";

export type ArticleFilters = { search: string; categoryId: string; isAvailable: string };

/** Pages read at most when loading a whole menu (200 articles a page). */
const MAX_PAGES = 20;

/**
 * Every article of a type, all pages of the API's list: a menu is a few dozen articles, and
 * read whole it can be sorted on any column and filtered at once, offline too (cached whole).
 */
export async function allArticles(type: SnackType): Promise<SnackArticle[]> {
  const rows: SnackArticle[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const size = LIMITS.pageSize;
    const answer = await call(snackArticlesApi.list, {
      query: { type: SNACK_SCREENS[type].param, page, size },
    });
    rows.push(...answer.results);
    if (answer.results.length < size || rows.length >= answer.total) break;
  }
  return rows;
}

/** Lower case without accents: "creme" finds "Crème". */
const folded = (text: string | null) =>
  (text ?? "")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();

/** Whether an article passes the filters; a category filter keeps its subcategories' articles. */
export function matchArticle(article: SnackArticle, filters: ArticleFilters): boolean {
  const search = folded(filters.search.trim());
  if (
    search &&
    ![article.name, article.nameEN, article.nameES].some((n) => folded(n).includes(search))
  )
    return false;
  if (filters.isAvailable && String(article.isAvailable) !== filters.isAvailable) return false;
  if (filters.categoryId) {
    const wanted = new Set(filters.categoryId.split(",").map(Number));
    if (!article.snackCategoryId.some((id) => wanted.has(id))) return false;
  }
  return true;
}

/** The article's picture in a 48 px box (the list's size); a placeholder when none or it fails. */
export function ArticleThumbnail({ src }: { src: string | null }) {
  const [broken, setBroken] = useState<string>();
  if (src && broken !== src)
    return (
      <img
        src={listPictureUrl(src)}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        onError={() => setBroken(src)}
        style={{ objectFit: "cover", borderRadius: 8, display: "block" }}
      />
    );
  return <PicturePlaceholder size={48} />;
}

const percent = (value: number, i18n: I18n) =>
  i18n.number(value / 100, { style: "percent", maximumFractionDigits: 2 });

function availability(article: SnackArticle, i18n: I18n) {
  return article.isAvailable ? (
    <Badge color="teal" variant="light" miw="max-content">
      {i18n._(msg`Disponible`)}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" miw="max-content">
      {i18n._(msg`Indisponible`)}
    </Badge>
  );
}

function articleList(type: SnackType): ListDeclaration<SnackArticle, ArticleFilters> {
  const { param } = SNACK_SCREENS[type];
  return defineList<SnackArticle, ArticleFilters>({
    cache: `snack-articles-${param}`,
    screen: {
      title: type === "Snack" ? msg`Articles du snack` : msg`Articles de la boutique`,
      create: { label: msg`Nouvel article`, right: "SNACKING_ADD_UPDATE" },
    },
    all: () => allArticles(type),
    size: 20,
    filters: { search: "", categoryId: "", isAvailable: "" },
    filterFields: [
      { name: "search", label: msg`Nom (français, anglais ou espagnol)` },
      {
        name: "categoryId",
        label: msg`Catégorie`,
        placeholder: msg`Toutes les catégories`,
        options: () =>
          valuesOf(snackArticlesApi.categories, { query: { productType: param } }).then((all) =>
            categoryChoices(all).map((c) => ({ value: c.subtree.join(","), label: c.label })),
          ),
      },
      {
        name: "isAvailable",
        label: msg`Disponibilité`,
        placeholder: msg`Disponibles ou non`,
        options: [
          { value: "true", label: msg`Disponibles` },
          { value: "false", label: msg`Indisponibles` },
        ],
      },
    ],
    match: matchArticle,
    sortBy: {
      name: (a) => a.name,
      categories: (a) => a.categories[0]?.name ?? "",
      tokenPrice: (a) => a.tokenPrice,
      points: (a) => a.fidelityPointPrice,
      taxes: (a) => a.taxesPercent,
      available: (a) => (a.isAvailable ? 0 : 1),
      order: (a) => a.order,
      zone: (a) => a.snackLocationName ?? "",
    },
    rowKey: (article) => article.id,
    columns: [
      {
        key: "picture",
        header: msg`Photo`,
        render: (a) => <ArticleThumbnail src={a.imgProduct} />,
        // A picture has no words: left out of the CSV export.
        csv: false,
        compact: true,
        hideable: true,
      },
      { key: "name", header: msg`Nom`, render: (a) => a.name },
      {
        key: "categories",
        header: msg`Catégories`,
        render: (a) => a.categories.map((c) => c.name).join(", ") || "—",
        visibleFrom: "lg",
        hideable: true,
      },
      {
        key: "tokenPrice",
        header: msg`Prix en unités`,
        render: (a, i18n) => i18n.number(a.tokenPrice),
        csv: (a) => a.tokenPrice,
        align: "right",
      },
      {
        key: "points",
        header: msg`Points fidélité`,
        render: (a, i18n) => i18n.number(a.fidelityPointPrice),
        csv: (a) => a.fidelityPointPrice,
        align: "right",
        visibleFrom: "lg",
        hideable: true,
      },
      {
        key: "taxes",
        header: msg`TVA`,
        render: (a, i18n) => percent(a.taxesPercent, i18n),
        csv: (a) => a.taxesPercent,
        align: "right",
        visibleFrom: "lg",
        hideable: true,
      },
      {
        key: "available",
        header: msg`Disponibilité`,
        render: availability,
        csv: (a, i18n) => i18n._(a.isAvailable ? msg`Disponible` : msg`Indisponible`),
        hideable: true,
      },
      {
        key: "order",
        header: msg`Ordre`,
        render: (a) => a.order,
        align: "right",
        visibleFrom: "lg",
        hideable: true,
      },
      {
        key: "zone",
        header: msg`Zone`,
        render: (a) => a.snackLocationName ?? "—",
        hideable: true,
      },
    ],
    empty: msg`Aucun article trouvé`,
    form: {
      render: ({ opened, row, onClose, onSaved }) => (
        <ArticleFormModal
          opened={opened}
          type={type}
          article={row}
          onClose={onClose}
          onSaved={() => onSaved()}
        />
      ),
      update: snackArticlesApi.update,
    },
    remove: {
      endpoint: snackArticlesApi.remove,
      params: (article) => ({ id: article.id }),
      confirm: ({ name }) =>
        msg`L'article « ${name} » sera supprimé : les bornes ne le proposeront plus.`,
      done: msg`Article supprimé`,
      failed: msg`Erreur lors de la suppression de l'article`,
    },
  });
}

/** The articles list of each type (one declaration each: their caches differ). */
export const ARTICLE_LISTS: Record<
  SnackType,
  ListDeclaration<SnackArticle, ArticleFilters>
> = perType(articleList);
