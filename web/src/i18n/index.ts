import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { publicEnglish } from "./resources.ts";

/** The language of the texts the app ships, and of the prerendered public pages (prerender.tsx). */
export const BASE_LANGUAGE = "en";

// Spec 1 §1: English with English fallback; the detected language is cached locally.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { [BASE_LANGUAGE]: { translation: publicEnglish } },
    fallbackLng: BASE_LANGUAGE,
    supportedLngs: [BASE_LANGUAGE],
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false },
    detection: {
      order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
      caches: ["localStorage"],
    },
    react: { useSuspense: false },
  });

export default i18n;
