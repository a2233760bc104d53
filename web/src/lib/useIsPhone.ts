import { useMediaQuery } from "@mantine/hooks";
import { MOBILE_QUERY } from "./theme.ts";

/** Under 1024 px (spec 1 §9), known on the first render so a phone never draws the desktop layout first. */
export function useIsPhone(): boolean {
  return useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
}
