import { Alert, Center, Loader, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ApprovalTable } from "@storeops/domain";
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExportButton } from "../../features/export/ExportButton.tsx";
import { ImportButton } from "../../features/imports/ImportButton.tsx";
import { MOBILE_QUERY } from "../../lib/theme.ts";
import { BulkDecisions, decidable } from "./BulkDecisions.tsx";
import { ColumnsMenu, hideableColumns, shownColumns } from "./ColumnsMenu.tsx";
import { FilterPanel } from "./FilterPanel.tsx";
import type { ListConfig, Option } from "./filters.tsx";
import type { Column, ListTable as ListTableType } from "./ListTable.tsx";
import { ListToolbar } from "./ListToolbar.tsx";
import { activeFilterCount, filterParams, pageSizeOf } from "./list-state.ts";
import { Pager } from "./Pager.tsx";
import { usePagedList } from "./queries.ts";
import { type CardContent, RecordCards } from "./RecordCards.tsx";
import type { ListControls } from "./useListState.ts";

// The desktop's table (mantine-datatable): a phone shows cards and never downloads it; on a wider
// screen it starts loading with this module, alongside the page's data.
const loadTable = () => import("./ListTable.tsx");
if (typeof window !== "undefined" && !window.matchMedia(MOBILE_QUERY).matches)
  loadTable().catch(() => undefined);
const ListTable = lazy(() =>
  loadTable().then((module) => ({ default: module.ListTable })),
) as unknown as typeof ListTableType;

export interface ListScreenProps<Row extends { id: string }> {
  config: ListConfig;
  controls: ListControls;
  title: string;
  searchPlaceholder: string;
  emptyText: string;
  things: (count: number) => string;
  sortOptions: Option[];
  columns: Column<Row>[];
  card: (row: Row) => CardContent;
  onOpen: (row: Row) => void;
  /** "purchase" → purchase-list, purchase-table, purchase-row, purchase-cards, purchase-card. */
  testId: string;
  /** The screen's own loading text (the spec's 'Loading records...'); the kit's by default. */
  loadingText?: string;
  /** The screen's own load-failure text, given the error's message (the spec's 'Error loading …'). */
  loadErrorText?: (message: string) => string;
  /** Rows the caller may approve can be chosen and approved or rejected together. */
  bulk?: ApprovalTable;
}

/** A list screen's body: toolbar (search, Filter, Columns on a table, Export, Views), Filter panel, table (≥ 1024 px) or cards, pager with rows per page. */
export function ListScreen<Row extends { id: string }>(props: ListScreenProps<Row>) {
  const { config, controls, testId, onOpen } = props;
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const { state } = controls;
  const hidden = state.hidden ?? [];
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(state.filters, config) > 0);
  // A page's rows render in a transition as they arrive: the browser stays responsive meanwhile.
  // (What the screen reads of the query, kept as one value that changes only when they do.)
  const { data, error, isPending, isFetching } = usePagedList<Row>(config, state);
  const page = useDeferredValue(
    useMemo(() => ({ data, error, isPending, isFetching }), [data, error, isPending, isFetching]),
  );
  const rows = page.data?.rows ?? [];
  useOpenLinked(state.filters.id, rows, onOpen);
  const [selected, setSelected] = useState<Row[]>([]);
  // A new page, filter or refetch starts the choice over: only rows on screen are ever sent.
  const shown = rows.map((row) => row.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's ids are the dependency
  useEffect(() => setSelected((current) => (current.length === 0 ? current : [])), [shown]);
  const selection = props.bulk
    ? {
        selected,
        onChange: setSelected,
        selectable: (row: Row) => decidable(row as { allowed_actions?: string[] }),
      }
    : undefined;
  const exportQuery = filterParams(state.filters, config);
  exportQuery.set("order", `${state.sort.column}.${state.sort.direction}`);
  exportQuery.set("select", config.select.join(","));

  let body = isMobile ? (
    <RecordCards rows={rows} card={props.card} onOpen={onOpen} testId={testId} selection={selection} />
  ) : (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      <ListTable
        rows={rows}
        columns={shownColumns(props.columns, hidden)}
        sort={state.sort}
        onSort={controls.setSort}
        onOpen={onOpen}
        testId={testId}
        selection={selection}
      />
    </Suspense>
  );
  if (page.error) {
    body = props.loadErrorText ? (
      <Alert color="red" data-testid="list-error">
        {props.loadErrorText(page.error.message)}
      </Alert>
    ) : (
      <Alert color="red" title={t("kit.loadFailed")} data-testid="list-error">
        {page.error.message}
      </Alert>
    );
  } else if (page.isPending) {
    const loading = props.loadingText ?? t("common.loading");
    body = (
      <Center py="xl" role="status" aria-label={loading}>
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          {props.loadingText && (
            <Text size="sm" c="dimmed">
              {props.loadingText}
            </Text>
          )}
        </Stack>
      </Center>
    );
  } else if (rows.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid="list-empty">
        {props.emptyText}
      </Text>
    );
  }

  return (
    <Stack gap="sm" data-testid={`${testId}-list`}>
      <ListToolbar
        title={props.title}
        searchPlaceholder={props.searchPlaceholder}
        controls={controls}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        extra={
          <>
            {!isMobile && (
              <ColumnsMenu columns={props.columns} hidden={hidden} onChange={controls.setHidden} />
            )}
            <ImportButton table={config.table} />
            <ExportButton table={config.table} query={exportQuery} />
          </>
        }
        hideable={hideableColumns(props.columns).map((column) => column.key)}
      />
      {filtersOpen && <FilterPanel config={config} controls={controls} sortOptions={props.sortOptions} />}
      {props.bulk && (
        <BulkDecisions
          table={props.bulk}
          ids={selected.map((row) => row.id)}
          onDone={() => setSelected([])}
        />
      )}
      {body}
      {/* Shown once the first page is in: a pager under the loader would be pushed off the screen
          by the rows arriving (Lighthouse counted that as a layout shift of 0.5 on a phone). */}
      {!page.isPending && (
        <Pager
          page={page.data?.page ?? state.page}
          pageSize={pageSizeOf(state, config)}
          rows={rows.length}
          total={page.data?.total ?? null}
          atLeast={page.data?.atLeast ?? null}
          busy={page.isFetching}
          things={props.things}
          onPage={controls.setPage}
          onPageSize={controls.setPageSize}
        />
      )}
    </Stack>
  );
}

/** A global search result links /purchases?id=…: open that record's details once it is listed. */
function useOpenLinked<T extends { id: string }>(
  id: string | undefined,
  rows: T[],
  onOpen: (row: T) => void,
) {
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const row = rows.find((candidate) => candidate.id === id);
    if (id && row && opened.current !== id) {
      opened.current = id;
      onOpen(row);
    }
  }, [id, rows, onOpen]);
}
