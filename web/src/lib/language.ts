import { type AppLanguage, appLanguage } from "@storeops/domain";
import i18n from "i18next";
import { useTranslation } from "react-i18next";
import { apiJson } from "./api.ts";

/** Each language by its own name: a reader finds theirs whatever the page is shown in. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = { en: "English", es: "Español" };

/** The language the app is shown in now. */
export const shownLanguage = (): AppLanguage => appLanguage(i18n.resolvedLanguage ?? i18n.language);

/** The language the app is shown in, for a component: it renders again when the language changes. */
export function useShownLanguage(): AppLanguage {
  const { i18n: shown } = useTranslation();
  return appLanguage(shown.resolvedLanguage ?? shown.language);
}

/** Shows the whole app in `language` (a saved "fr" or "de" reads as English); its texts load first. */
export async function showLanguage(language: unknown): Promise<void> {
  const next = appLanguage(language);
  if (next !== shownLanguage()) await i18n.changeLanguage(next);
}

/** The signed-in user's General settings as GET /api/settings answers them. */
export interface GeneralSettings {
  general?: { theme?: string; language?: string };
}

/** Saves the signed-in user's language (their own General settings) and answers the settings saved. */
export const saveLanguage = (language: AppLanguage) =>
  apiJson<GeneralSettings>("/settings/general", { method: "PUT", body: { language } });
