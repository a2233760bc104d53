import { type RefObject, useEffect, useSyncExternalStore } from "react";

/**
 * What a visitor typed into a prerendered controlled input before React took the page over
 * (main.tsx hydrates the public pages). Hydration leaves the typed text in the field while the
 * state still holds the initial value, and the next render would wipe it; this hands it to the
 * state once, after hydration. On a page rendered in the browser the field starts empty: no-op.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  onTyped: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page is taken over.
  useEffect(() => {
    const value = ref.current?.value;
    if (value) onTyped(value);
  }, []);
}

const noSubscription = () => () => {};

/**
 * False while React is still taking over the prerendered markup (and in the prerender itself),
 * true from then on; true at once on a page rendered in the browser. The sign-in button waits
 * for it: pressed earlier, the browser would submit the bare form and reload the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
