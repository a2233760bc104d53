import { apiJson } from "../../lib/api.ts";
import type { GeneralSettings } from "../../lib/language.ts";

export type ColorScheme = "light" | "dark" | "auto";
const SCHEMES = new Set<string>(["light", "dark", "auto"]);

/**
 * The theme and language saved in the signed-in user's General settings (spec 3 §3), read right
 * after signing in so the back office opens in them on any device; nulls when they cannot be read
 * yet (a one-time password to replace, two-factor to set up).
 */
export async function savedLook(): Promise<{ theme: ColorScheme | null; language: string | null }> {
  try {
    const general = (await apiJson<GeneralSettings>("/settings")).general;
    const theme = general?.theme;
    return {
      theme: theme && SCHEMES.has(theme) ? (theme as ColorScheme) : null,
      language: general?.language ?? null,
    };
  } catch {
    return { theme: null, language: null };
  }
}
