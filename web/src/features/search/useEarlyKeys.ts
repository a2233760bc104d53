import { type Dispatch, type RefObject, type SetStateAction, useEffect } from "react";
import { searchStore, takeEarlyKeys } from "./search-store.ts";

const isTypedCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * The search field takes focus only once the dialog has opened, so characters typed straight after
 * Ctrl+K would land on the page and be lost ("midtown" arriving as "town"). While the dialog is
 * open, a character typed anywhere but the field is added to the query instead.
 */
export function useEarlyKeys(
  inputRef: RefObject<HTMLInputElement | null>,
  setQuery: Dispatch<SetStateAction<string>>,
): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!searchStore.getState().opened || !isTypedCharacter(event)) return;
      const input = inputRef.current;
      if (input && event.target === input) return;
      event.preventDefault();
      event.stopPropagation();
      setQuery((query) => query + event.key);
      input?.focus();
    };
    // Capture phase: runs before anything on the page can act on the key.
    document.addEventListener("keydown", onKeyDown, true);
    // What was typed while the search's code loaded (the layout kept it) joins the query.
    const early = takeEarlyKeys();
    if (early) {
      setQuery((query) => query + early);
      inputRef.current?.focus();
    }
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [inputRef, setQuery]);
}
