import { createSpotlight } from "@mantine/spotlight";
import { useSyncExternalStore } from "react";

/** One Spotlight store for the global search, so the top bar can open it from anywhere. */
export const [searchStore, searchSpotlight] = createSpotlight();

export const openGlobalSearch = (): void => searchSpotlight.open();

const isOpened = () => searchStore.getState().opened;

/** Whether the search is open (a component using it renders again when that changes, not on each key). */
export const useSearchOpened = (): boolean => useSyncExternalStore(searchStore.subscribe, isOpened, isOpened);

let typedEarly = "";
let handedOver = false;

/**
 * The search's code loads on its first Ctrl+K (app/layout/AppLayout.tsx): until the search listens
 * to the keyboard itself (useEarlyKeys), the characters typed once it is open are kept here, then
 * handed to it (takeEarlyKeys), none lost while it loads. Answers the function that stops listening.
 */
export function keepEarlyKeys(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (handedOver || !isOpened() || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey)
      return;
    event.preventDefault();
    event.stopPropagation();
    typedEarly += event.key;
  };
  // Capture phase: before anything on the page can act on the key.
  document.addEventListener("keydown", onKeyDown, true);
  return () => document.removeEventListener("keydown", onKeyDown, true);
}

/** What was typed before the search listened (called as it starts listening: from then on it keeps the keys). */
export function takeEarlyKeys(): string {
  handedOver = true;
  const typed = typedEarly;
  typedEarly = "";
  return typed;
}

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
