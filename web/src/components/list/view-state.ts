/**
 * A list's state as a saved view keeps it (docs/decisions.md, Saved views): the URL's filters
 * (not the one-record link of global search), its sort, the rows per page and the table's columns
 * shown (of those a person may hide: `hideable`). Opening a view writes them back into the URL,
 * which stays the source of truth: a value the list no longer accepts is left out.
 */
import type { TSavedViewState } from "@storeops/domain";
import {
  filterKeys,
  type ListDefinition,
  type ListState,
  readListState,
  writeListState,
} from "./list-state.ts";

/** The view of the list as it is shown now. */
export function viewStateOf(
  state: ListState,
  definition: ListDefinition,
  hideable: readonly string[] = [],
): TSavedViewState {
  const filters: Record<string, string> = {};
  for (const key of filterKeys(definition)) {
    const value = state.filters[key];
    if (key !== "id" && value) filters[key] = value;
  }
  const hidden = state.hidden ?? [];
  return {
    filters,
    sort: state.sort,
    ...(state.size ? { page_size: state.size } : {}),
    ...(hidden.length > 0 ? { columns: hideable.filter((key) => !hidden.includes(key)) } : {}),
  };
}

/** The list state a view opens: its filters, sort, rows per page and columns as the list reads them, on the first page. */
export function listStateOfView(
  view: TSavedViewState,
  definition: ListDefinition,
  hideable: readonly string[] = [],
): ListState {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view.filters ?? {})) if (key !== "id") params.set(key, value);
  if (view.sort) params.set("sort", `${view.sort.column}.${view.sort.direction}`);
  if (view.page_size) params.set("size", String(view.page_size));
  const shown = view.columns;
  const hidden = shown ? hideable.filter((key) => !shown.includes(key)) : [];
  if (hidden.length > 0) params.set("hide", hidden.join(","));
  return readListState(params, definition);
}

/** Whether the list shows exactly the view (same filters, sort, size and columns, whatever the page). */
export function showsView(
  state: ListState,
  view: TSavedViewState,
  definition: ListDefinition,
  hideable: readonly string[] = [],
): boolean {
  const shown = writeListState({ ...viewStateOfShown(state), page: 1 }, definition).toString();
  return shown === writeListState(listStateOfView(view, definition, hideable), definition).toString();
}

const viewStateOfShown = (state: ListState): ListState => {
  const { id: _linked, ...filters } = state.filters;
  return { ...state, filters };
};

/** Whether the address holds none of the list's own state: a list opened so takes the default view. */
export function isBareList(params: URLSearchParams, definition: ListDefinition): boolean {
  return ![...filterKeys(definition), "sort", "page", "size", "hide"].some((key) => params.has(key));
}
