import { addSignedInTexts } from "./index.ts";
import { signedInEnglish } from "./signed-in-resources.ts";

/**
 * The back office's texts, added to i18n as the signed-in app loads (routes.tsx waits for this
 * before the route guard renders): the English at once, the Spanish in its own chunk, fetched now
 * only if Spanish is shown, so no screen flashes in English and an English user never downloads it.
 */
export const signedInTextsReady = addSignedInTexts(signedInEnglish, () =>
  import("./signed-in-resources.es.ts").then((module) => module.signedInSpanish),
);
