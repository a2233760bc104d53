import { apiJson } from "../../lib/api.ts";

export type ColorScheme = "light" | "dark" | "auto";
const SCHEMES = new Set<string>(["light", "dark", "auto"]);

/**
 * The theme saved in the signed-in user's General settings (spec 3 §3), read right after signing
 * in so the back office opens in it on any device; null when it cannot be read yet (a one-time
 * password to replace, two-factor to set up).
 */
export async function savedTheme(): Promise<ColorScheme | null> {
  try {
    const theme = (await apiJson<{ general?: { theme?: string } }>("/settings")).general?.theme;
    return theme && SCHEMES.has(theme) ? (theme as ColorScheme) : null;
  } catch {
    return null;
  }
}
