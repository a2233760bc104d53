/** Spanish of the documentation messages. */
import type { Translation } from "../shared/translation.ts";
import type { DOCUMENTATION_MESSAGES } from "./messages.ts";

export const DOCUMENTATION_MESSAGES_ES: Translation<typeof DOCUMENTATION_MESSAGES> = {
  docsAccessDenied: "Acceso denegado: inicie sesión para ver la documentación.",
  docsNotFound: "No se encontró el contenido de la documentación.",
};
