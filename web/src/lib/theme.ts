import { type CSSVariablesResolver, createTheme } from "@mantine/core";
import { MOBILE_BREAKPOINT_PX } from "@storeops/domain";

export const theme = createTheme({
  primaryColor: "blue",
  // Shade 8 keeps white button text and links above WCAG AA contrast (blue.7 on white is 4.2:1).
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "700" },
});

/** Mantine's dimmed text (gray.6 / dark.2) is under 4.5:1 on its own backgrounds; one shade stronger passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: { "--mantine-color-dimmed": "var(--mantine-color-dark-1)" },
});

/** Spec 1 §9: layouts switch under 1024 px. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX / 16 - 0.01}em)`;
export const DESKTOP_BREAKPOINT = `${MOBILE_BREAKPOINT_PX / 16}em`;

/** Height of the signed-in top bar (and about that of the public header) in px. */
export const HEADER_HEIGHT = 60;
