/**
 * A list screen, declared once (`defineList`) and rendered by one component (`ResourceList`):
 * its title, its "add" button and form, its filters, its table (columns, row key, loading, empty
 * and error states, paging, sorting of whole lists), its row actions (edit, delete with a
 * confirmation and its toasts), each shown by right; rows read cache-first (usePagedList).
 * docs/architecture.md says where a new list fits.
 */
import {
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { useMemo, useState, type ReactNode } from "react";
import type { z } from "zod";
import { useLocation } from "wouter";
import type { AnyEndpoint } from "@/contract/endpoint";
import { sortKeysOf, type Paged } from "@/contract/paging";
import { call } from "@/lib/api/call";
import type { Screen } from "@/lib/screens";
import { errorMessage } from "@/lib/api/error-messages";
import { useRights } from "@/lib/session/use-can";
import { ConfirmDialog } from "../confirm-dialog";
import { notify } from "../notify";
import { useRemote } from "../use-remote";
import type { CsvValue } from "./csv-export";
import { ExportButton } from "./export-button";
import { PagedTable, type Column } from "./paged-table";
import {
  usePagedList,
  type Filters,
  type PagedList,
  type PagedListOptions,
} from "./use-paged-list";

export interface ListColumn<T> extends Omit<Column<T>, "header" | "render"> {
  header: MessageDescriptor;
  render: (row: T, i18n: I18n) => ReactNode;
  /**
   * Its cell in the CSV export (csv-export.ts): required when the render is a component (a
   * badge, a time), whose words or value the file needs; `false` leaves the column out (a
   * picture, a button). Without it, a render that is text or a number is exported as shown.
   */
  csv?: ((row: T, i18n: I18n) => CsvValue) | false;
}

/** A filter's choice: its label is words of the app, or a name from the API (a game type). */
export interface FilterOption {
  value: string;
  label: MessageDescriptor | string;
}

export interface ListFilter<F extends Filters> {
  name: keyof F & string;
  label: MessageDescriptor;
  /** A choice among these (empty: any), or loaded from the API; a text box when absent. */
  options?: readonly FilterOption[] | (() => Promise<readonly FilterOption[]>);
  /** What an empty choice means ("Tous les types"). */
  placeholder?: MessageDescriptor;
}

/** What a list gives its form: the row to edit (none: a new one). */
export interface ListFormProps<T> {
  opened: boolean;
  row: T | undefined;
  onClose: () => void;
  /** After a save that reached the server; the saved row when the form knows it. */
  onSaved: (saved?: T) => void;
}

/** An endpoint whose 200 answer is `R`. */
type Answering<R> = AnyEndpoint & { answers: { 200: z.core.$ZodType<R> } };

/**
 * Where the rows come from: a paged endpoint (`list`, filtered by the API with the filters as
 * its query, sorted there by the columns its `sort` parameter names), an endpoint of the whole
 * list (`all`, filtered and sorted here by `sortBy`), or a function.
 */
type ListSource<T, F extends Filters> =
  | ({ list: Answering<Paged<T>> } & Omit<
      Extract<PagedListOptions<T, F>, { load: unknown }>,
      "load"
    >)
  | ({ all: Answering<{ values: T[] }> } & Omit<
      Extract<PagedListOptions<T, F>, { all: unknown }>,
      "all"
    >)
  | PagedListOptions<T, F>;

export type ListDeclaration<T, F extends Filters = Filters> = ListSource<T, F> & {
  /**
   * Its screen (src/lib/screens.ts), whose title and "new" form (label and right) the list shows;
   * a list in a tab gives its own title, with its screen's "new" form if it has the add button.
   */
  screen: Pick<Screen, "title" | "create">;
  rowKey: (row: T) => string | number;
  columns: ListColumn<T>[];
  filterFields?: ListFilter<F>[];
  /** What to say when nothing (after filtering) is there. */
  empty: MessageDescriptor;
  /** The screen a row opens (its details page); a created row opens there too. */
  open?: (row: T) => string;
  /**
   * The create and edit form: the "add" button (the screen's "new" form, to those its right
   * allows) and the row "edit" button (to those the `update` endpoint allows) open it.
   */
  form?: {
    render: (props: ListFormProps<T>) => ReactNode;
    update?: AnyEndpoint;
  };
  /** The row "delete" button (for those the endpoint allows): asks first, says the outcome, reloads. */
  remove?: {
    endpoint: AnyEndpoint;
    /** The endpoint's path parameters for a row. */
    params: (row: T) => Record<string, string | number>;
    /** What will be lost, said plainly ("La carte employé E-001 sera supprimée."). */
    confirm: (row: T) => MessageDescriptor;
    done: MessageDescriptor;
    failed: MessageDescriptor;
  };
};

const declared = new Set<ListDeclaration<never, never>>();

/**
 * Declares a list screen (a typed identity: the declaration is the value), and keeps it where
 * `declaredLists` finds it (the test that every list's columns say how they export).
 */
export function defineList<T, F extends Filters = Filters>(
  declaration: ListDeclaration<T, F>,
): ListDeclaration<T, F> {
  declared.add(declaration as unknown as ListDeclaration<never, never>);
  return declaration;
}

/** Every list declared by the modules loaded so far. */
export function declaredLists(): readonly ListDeclaration<unknown, Filters>[] {
  return [...declared] as unknown as ListDeclaration<unknown, Filters>[];
}

/**
 * The rows' loading of a declaration: its endpoints called through the one http client; a paged
 * endpoint's sort keys (its `sort` parameter) are the columns whose header sorts.
 */
function sourceOf<T, F extends Filters>(d: ListDeclaration<T, F>): PagedListOptions<T, F> {
  if ("list" in d && d.list) {
    const endpoint = d.list;
    return {
      ...d,
      load: (query) => call(endpoint, { query } as never) as Promise<Paged<T>>,
      sorts: d.sorts ?? sortKeysOf(endpoint.query),
    };
  }
  if ("all" in d && d.all && typeof d.all !== "function") {
    const endpoint = d.all;
    return { ...d, all: () => (call(endpoint) as Promise<{ values: T[] }>).then((r) => r.values) };
  }
  return d as PagedListOptions<T, F>;
}

/** What a screen around the list may do with it (a side panel that edits a row). */
export interface ListView<T, F extends Filters> {
  list: PagedList<T, F>;
  edit: (row: T) => void;
}

interface Props<T, F extends Filters> {
  of: ListDeclaration<T, F>;
  /** The title's heading level: 1 on its own page, 2 inside a page's tab. */
  level?: 1 | 2;
  /** Said under the title, before the filters (a warning that applies to every row). */
  intro?: ReactNode;
  /** Instead of opening the row's page (e.g. a side panel). */
  onRowClick?: (row: T) => void;
  /** More of the screen: a panel, a tab's extras. */
  children?: (view: ListView<T, F>) => ReactNode;
}

export function ResourceList<T, F extends Filters = Filters>({
  of: declaration,
  level = 1,
  intro,
  onRowClick,
  children,
}: Props<T, F>) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const can = useRights();
  const source = useMemo(() => sourceOf(declaration), [declaration]);
  // A screen's own list keeps its page and filters in the address; a tab's, in memory.
  const list = usePagedList({ ...source, inAddress: level === 1 });
  // undefined: no form; null: a new row; a row: editing it.
  const [editing, setEditing] = useState<T | null>();
  // The row whose deletion is being confirmed: the question lives outside the table, so a list
  // reload meanwhile (a filter, a sync) does not take it away.
  const [removing, setRemoving] = useState<T>();
  const { form, remove, open, screen } = declaration;
  const create = form && screen.create;
  const canAdd = !!create && can(create.right);
  const canEdit = !!form?.update && can(form.update.requirement);
  const canRemove = !!remove && can(remove.endpoint.requirement);

  async function removeRow(row: T) {
    if (!remove) return;
    try {
      await call(remove.endpoint, { params: remove.params(row) });
      notify("success", i18n._(remove.done));
    } catch (error) {
      notify("error", i18n._(errorMessage(error)), i18n._(remove.failed));
    }
    list.reload();
  }

  const columns: Column<T>[] = declaration.columns.map((column) => ({
    ...column,
    header: i18n._(column.header),
    render: (row: T) => column.render(row, i18n),
  }));
  if (canEdit || canRemove) {
    columns.push({
      key: "actions",
      header: <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
      align: "right",
      compact: true,
      render: (row) => (
        // The buttons act on their own: a tap on them never opens the row.
        <Group gap="xs" justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          {canEdit && (
            <Button variant="light" px="sm" onClick={() => setEditing(row)}>
              <Trans>Modifier</Trans>
            </Button>
          )}
          {canRemove && (
            <Button color="red" variant="light" px="sm" onClick={() => setRemoving(row)}>
              <Trans>Supprimer</Trans>
            </Button>
          )}
        </Group>
      ),
    });
  }
  const rowClick = onRowClick ?? (open && ((row: T) => navigate(open(row))));

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={level} size="h2">
          {i18n._(screen.title)}
        </Title>
        {canAdd && create && (
          <Button onClick={() => setEditing(null)}>{i18n._(create.label)}</Button>
        )}
      </Group>
      {intro}
      {declaration.filterFields && declaration.filterFields.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: Math.min(3, declaration.filterFields.length) }}>
          {declaration.filterFields.map((filter) =>
            filter.options ? (
              <FilterSelect
                key={filter.name}
                filter={filter}
                value={list.filters[filter.name] ?? ""}
                onChange={(value) => list.setFilter(filter.name, value)}
              />
            ) : (
              <TextInput
                key={filter.name}
                label={i18n._(filter.label)}
                type="search"
                value={list.filters[filter.name]}
                onChange={(e) => list.setFilter(filter.name, e.currentTarget.value)}
              />
            ),
          )}
        </SimpleGrid>
      )}
      <PagedTable
        list={list}
        columns={columns}
        rowKey={declaration.rowKey}
        onRowClick={rowClick}
        empty={i18n._(declaration.empty)}
        label={i18n._(screen.title)}
        columnsKey={declaration.cache}
        toolbar={
          list.total > 0 && (
            <ExportButton
              title={i18n._(screen.title)}
              columns={declaration.columns}
              source={source}
              filters={list.filters}
              sort={list.sort}
              sample={list.rows[0]}
            />
          )
        }
      />
      {form?.render({
        opened: editing !== undefined,
        row: editing ?? undefined,
        onClose: () => setEditing(undefined),
        onSaved: (saved) => {
          const created = editing === null;
          setEditing(undefined);
          if (created && saved && open) navigate(open(saved));
          else list.reload();
        },
      })}
      {remove && (
        <ConfirmDialog
          opened={removing !== undefined}
          onClose={() => setRemoving(undefined)}
          title={t`Supprimer`}
          message={removing !== undefined && i18n._(remove.confirm(removing))}
          confirmLabel={t`Supprimer`}
          onConfirm={() => (removing === undefined ? undefined : removeRow(removing))}
        />
      )}
      {children?.({ list, edit: setEditing })}
    </Stack>
  );
}

const NO_OPTIONS = async (): Promise<readonly FilterOption[]> => [];

/** A choice filter; its options are the declaration's, or loaded once from the API. */
function FilterSelect<F extends Filters>({
  filter,
  value,
  onChange,
}: {
  filter: ListFilter<F>;
  value: string;
  onChange: (value: string) => void;
}) {
  const { i18n } = useLingui();
  const { options } = filter;
  const loaded = useRemote(typeof options === "function" ? options : NO_OPTIONS, [options]);
  const list = typeof options === "function" ? (loaded.data ?? []) : (options ?? []);
  return (
    <Select
      label={i18n._(filter.label)}
      placeholder={filter.placeholder && i18n._(filter.placeholder)}
      data={list.map((o) => ({
        value: o.value,
        label: typeof o.label === "string" ? o.label : i18n._(o.label),
      }))}
      value={value || null}
      onChange={(next) => onChange(next ?? "")}
      clearable
      searchable={list.length > 8}
    />
  );
}
