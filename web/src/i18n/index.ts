import { APP_LANGUAGES } from "@storeops/domain";
import i18n, { type BackendModule, type ResourceKey } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { addSpanishMessages } from "../lib/messages.ts";
import { publicEnglish } from "./resources.ts";

/** The language of the texts the app ships, and of the prerendered public pages (prerender.tsx). */
export const BASE_LANGUAGE = "en";

/** The back office's Spanish, once the signed-in app has loaded (addSignedInTexts): loaded with Spanish only. */
let signedInSpanish: (() => Promise<object>) | null = null;

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
    import("./resources.es.ts")
      // The back office's, if the signed-in app has loaded meanwhile.
      .then(async (module) => [module, await signedInSpanish?.()] as const)
      .then(
        ([{ publicSpanish, spanishMessages }, backOffice]) => {
          addSpanishMessages(spanishMessages);
          callback(null, { ...publicSpanish, ...backOffice } as ResourceKey);
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
 * Adds the back office's texts as the signed-in app loads (i18n/signed-in-texts.ts): the English
 * now; the Spanish now if Spanish is loaded already, else with the rest of the Spanish when it is
 * chosen (an English user never downloads it). Resolves once the texts of the language shown are in.
 */
export async function addSignedInTexts(english: object, spanish: () => Promise<object>): Promise<void> {
  signedInSpanish = spanish;
  i18n.addResourceBundle(BASE_LANGUAGE, "translation", english, true, true);
  // The language the app starts in is loaded first (a Spanish load under way takes the texts in).
  await i18nReady;
  if (!i18n.hasResourceBundle("es", "translation")) return;
  i18n.addResourceBundle("es", "translation", await spanish(), true, true);
}

export default i18n;
