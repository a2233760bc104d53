import { APP_LANGUAGES, type AppLanguage, appLanguage } from "@storeops/domain";
import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { publicEnglish } from "./resources.ts";

/** The language of the texts the app ships, and of the prerendered public pages (prerender.tsx). */
export const BASE_LANGUAGE = "en";

// Spec 1 §1: English with English fallback; the chosen or detected language is cached locally.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { [BASE_LANGUAGE]: { translation: publicEnglish } },
    fallbackLng: BASE_LANGUAGE,
    supportedLngs: [...APP_LANGUAGES],
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false },
    detection: {
      order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
      caches: ["localStorage"],
    },
    react: { useSuspense: false },
  });

/** The language the app is shown in now. */
export const currentLanguage = (): AppLanguage => appLanguage(i18n.resolvedLanguage ?? i18n.language);

/** The signed-in app's texts by language, once it has loaded (SignedInProviders). */
let signedInTexts: Partial<Record<AppLanguage, object>> = {};

/** Adds the back office's texts of every language; SignedInProviders calls it as the signed-in app loads. */
export function addSignedInTexts(texts: Record<AppLanguage, object>): void {
  signedInTexts = texts;
  for (const language of APP_LANGUAGES)
    i18n.addResourceBundle(language, "translation", texts[language], true, true);
}

/** Loads a language's public texts (its own chunk, English always present). */
async function loadPublicTexts(language: AppLanguage): Promise<void> {
  if (language === BASE_LANGUAGE || i18n.hasResourceBundle(language, "translation")) return;
  const { publicSpanish } = await import("./resources.es.ts");
  i18n.addResourceBundle(language, "translation", publicSpanish, true, true);
  const signedIn = signedInTexts[language];
  if (signedIn) i18n.addResourceBundle(language, "translation", signedIn, true, true);
}

/**
 * Shows the whole app in `language` (an unknown one, such as a saved "fr", reads as English): its
 * texts load first, then every screen re-renders, the page's lang follows, and the API is asked in it.
 */
export async function setLanguage(language: unknown): Promise<void> {
  const next = appLanguage(language);
  await loadPublicTexts(next);
  if (i18n.language !== next) await i18n.changeLanguage(next);
  if (typeof document !== "undefined") document.documentElement.lang = next;
}

export default i18n;
