import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  type Filters,
  type ListDefinition,
  type ListState,
  readListState,
  type Sort,
  writeListState,
} from "./list-state.ts";

/** A list's filters, page, sort, page size and hidden columns, read from and written to the URL. */
export function useListState(definition: ListDefinition) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, definition), [params, definition]);

  // Each change starts from the browser's URL as it is now. The params of the last render (which
  // the router's functional setter also passes) can be one write behind when two debounced
  // filters commit in the same tick, and the second would undo the first. Filter edits replace
  // the history entry (typing must not fill the back button); paging pushes.
  const apply = useCallback(
    (change: (current: ListState) => ListState, replace = true) => {
      const current = readListState(new URLSearchParams(window.location.search), definition);
      setParams(writeListState(change(current), definition), { replace });
    },
    [setParams, definition],
  );

  return {
    definition,
    state,
    setFilters: (patch: Filters) => apply((s) => ({ ...s, filters: { ...s.filters, ...patch }, page: 1 })),
    clearFilters: () => apply((s) => ({ ...s, filters: s.filters.q ? { q: s.filters.q } : {}, page: 1 })),
    setPage: (page: number) => apply((s) => ({ ...s, page }), false),
    setSort: (sort: Sort) => apply((s) => ({ ...s, sort, page: 1 })),
    /** Rows per page; back to the first page. */
    setPageSize: (size: number) => apply((s) => ({ ...s, size, page: 1 }), false),
    /** The table's columns to hide (the others are shown). */
    setHidden: (hidden: string[]) => apply((s) => ({ ...s, hidden })),
    /** A whole state at once (a saved view): a new history entry unless `replace`. */
    setState: (next: ListState, replace = false) => apply(() => next, replace),
  };
}

export type ListControls = ReturnType<typeof useListState>;
