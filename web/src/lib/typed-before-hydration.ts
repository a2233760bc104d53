import { type RefObject, useEffect } from "react";

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
