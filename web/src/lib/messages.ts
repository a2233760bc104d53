/**
 * The domain's messages and option labels in the language the app is shown in. The domain words
 * them in English (the spec's words); a screen reads `MSG.x` and `optionLabel(v)` from here, and
 * the places a text is shown after being kept (toasts, confirm dialogs) pass it through
 * `localizeText`, so a text chosen before the language changed still shows in the new one.
 */
import {
  appLanguage,
  type localizeMessage,
  type MSG as MSG_EN,
  type MSG_ES,
  optionLabel as optionLabelEn,
  type optionLabelEs,
  PUBLIC_MSG,
} from "@storeops/domain";
import i18n from "i18next";

/** The domain's Spanish: loaded with the Spanish texts (i18n/index.ts), never by an English visitor. */
export interface SpanishMessages {
  MSG_ES: typeof MSG_ES;
  localizeMessage: typeof localizeMessage;
  optionLabelEs: typeof optionLabelEs;
}
let spanishMessages: SpanishMessages | null = null;

/** Called as the Spanish texts load. */
export function addSpanishMessages(messages: SpanishMessages): void {
  spanishMessages = messages;
}

/** The domain's Spanish while the app is shown in Spanish; null in English. */
const spanish = (): SpanishMessages | null =>
  appLanguage(i18n.resolvedLanguage ?? i18n.language) === "es" ? spanishMessages : null;

/**
 * The English table: the public pages' messages until the signed-in app (or the kiosk) loads and
 * adds the back office's (addBackOfficeMessages), so a public page never downloads them all.
 */
let englishTable: Partial<typeof MSG_EN> = PUBLIC_MSG;

/** Called as the signed-in app or the kiosk loads, before any of its screens renders. */
export function addBackOfficeMessages(all: typeof MSG_EN): void {
  englishTable = all;
}

/** Reads the English table, or the Spanish while the app is shown in Spanish. */
const localized: ProxyHandler<object> = {
  get: (_public, key) => {
    const es = spanish();
    return es && typeof key === "string" && key in es.MSG_ES
      ? es.MSG_ES[key as keyof typeof MSG_EN]
      : englishTable[key as keyof typeof MSG_EN];
  },
  has: (_public, key) => key in englishTable,
  ownKeys: () => Reflect.ownKeys(englishTable),
  getOwnPropertyDescriptor: (_public, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(englishTable, key);
    return descriptor && { ...descriptor, configurable: true };
  },
};

/** MSG, each text in the current language. */
export const MSG = new Proxy(PUBLIC_MSG, localized) as typeof MSG_EN;

/**
 * MSG as the public pages may read it (careers, sign-in): typed to PUBLIC_MSG, so a public page
 * that names a back-office message does not compile (it would read nothing before sign-in).
 */
export const PUBLIC_MESSAGES = new Proxy(PUBLIC_MSG, localized) as typeof PUBLIC_MSG;

/** What users read for a stored option value (status, kind, action), in the current language. */
export function optionLabel(value: string): string {
  return spanish()?.optionLabelEs(value) ?? optionLabelEn(value);
}

/** English text of the app's own texts → its key, built once per loaded English bundle. */
let englishKeys: { bundle: object; size: number; keys: Map<string, string> } | null = null;

function keyOfEnglish(text: string): string | undefined {
  const bundle = i18n.getResourceBundle("en", "translation") as object | undefined;
  if (!bundle) return undefined;
  const size = Object.keys(bundle).length;
  if (englishKeys?.bundle !== bundle || englishKeys.size !== size) {
    const keys = new Map<string, string>();
    const walk = (node: unknown, path: string) => {
      if (typeof node === "string") {
        if (!keys.has(node)) keys.set(node, path);
      } else if (node && typeof node === "object")
        for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    };
    walk(bundle, "");
    englishKeys = { bundle, size, keys };
  }
  return englishKeys.keys.get(text);
}

/**
 * A text kept before it is shown, in the current language: a domain message (fixed or built by a
 * message function) or one of the app's English texts; anything else (a name, a server answer
 * already in the language asked for) as it is.
 */
export function localizeText(text: string): string;
export function localizeText(text: string | undefined): string | undefined;
export function localizeText(text: string | undefined): string | undefined {
  const es = spanish();
  if (text === undefined || text === "" || !es) return text;
  const message = es.localizeMessage(text, "es");
  if (message !== text) return message;
  const key = keyOfEnglish(text);
  return key ? i18n.t(key) : text;
}
