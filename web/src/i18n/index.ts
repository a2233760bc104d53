import { APP_LANGUAGES, type AppLanguage } from "@storeops/domain";
import i18n, { type BackendModule, type ResourceKey } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { addSpanishMessages } from "../lib/messages.ts";
import { publicEnglish } from "./resources.ts";

/** The language of the texts the app ships, and of the prerendered public pages (prerender.tsx). */
export const BASE_LANGUAGE = "en";

/** The back office's texts by language, once the signed-in app has loaded (addSignedInTexts). */
let signedInTexts: Partial<Record<AppLanguage, object>> = {};

/**
 * Another language's texts load on first use, as their own chunk (an English visitor never
 * downloads them): its public texts, and the back office's when the signed-in app is loaded.
 * `i18n.changeLanguage("es")` anywhere waits for them, then every screen re-renders.
 */
const otherLanguages: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (language !== "es") {
      callback(null, {});
      return;
    }
    import("./resources.es.ts").then(
      ({ publicSpanish, spanishMessages }) => {
        addSpanishMessages(spanishMessages);
        callback(null, { ...publicSpanish, ...signedInTexts.es } as ResourceKey);
      },
      (error: unknown) => callback(error as Error, false),
    );
  },
};

// Spec 1 §1: English with English fallback; the chosen or detected language is cached locally.
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(otherLanguages)
  .use(initReactI18next)
  .init({
    resources: { [BASE_LANGUAGE]: { translation: publicEnglish } },
    partialBundledLanguages: true,
    fallbackLng: BASE_LANGUAGE,
    supportedLngs: [...APP_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: "languageOnly",
    interpolation: { escapeValue: false },
    detection: {
      order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
      caches: ["localStorage"],
    },
    react: { useSuspense: false },
  });

// The page's language follows the app's (screen readers, hyphenation).
i18n.on("languageChanged", (language) => {
  if (typeof document !== "undefined") document.documentElement.lang = language;
});

/**
 * Adds the back office's texts of every language (SignedInProviders, as the signed-in app loads):
 * now for the languages already loaded, and with the public texts for one loaded later.
 */
export function addSignedInTexts(texts: Record<AppLanguage, object>): void {
  signedInTexts = texts;
  for (const language of APP_LANGUAGES)
    if (language === BASE_LANGUAGE || i18n.hasResourceBundle(language, "translation"))
      i18n.addResourceBundle(language, "translation", texts[language], true, true);
}

export default i18n;
