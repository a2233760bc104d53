import { MSG_ES, type Translation } from "@storeops/domain";
import type { notFoundText } from "./not-found.i18n.ts";

/** The page for unknown paths in Spanish (not-found.i18n.ts). */
export const notFoundTextEs: Translation<typeof notFoundText> = {
  notFound: {
    title: "Página no encontrada",
    text: MSG_ES.notFoundPage,
    toDashboard: "Volver al panel",
    toHome: "Volver al inicio",
  },
};
