import { createSpotlight } from "@mantine/spotlight";

/** One Spotlight store for the global search, so the top bar can open it from anywhere. */
export const [searchStore, searchSpotlight] = createSpotlight();

export const openGlobalSearch = (): void => searchSpotlight.open();

/**
 * Marks the first result as selected. Mantine selects nothing by default, and spec 1 §2.6 wants
 * Enter to open the first result.
 */
export function selectFirstResult(): void {
  const { listId } = searchStore.getState();
  const list = listId ? document.getElementById(listId) : null;
  if (!list) return;
  const first = list.querySelector("[data-action]");
  if (!first) return;
  for (const element of list.querySelectorAll("[data-selected]")) element.removeAttribute("data-selected");
  first.setAttribute("data-selected", "true");
  searchStore.updateState((state) => ({ ...state, selected: 0 }));
}

/** True when a result is currently selected (by the arrow keys or selectFirstResult). */
export function hasSelectedResult(): boolean {
  const { listId } = searchStore.getState();
  return Boolean(listId && document.querySelector(`#${CSS.escape(listId)} [data-selected]`));
}
