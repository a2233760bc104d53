/** Spanish of the search messages. */
import type { Translation } from "../shared/translation.ts";
import type { SEARCH_MESSAGES } from "./messages.ts";

export const SEARCH_MESSAGES_ES: Translation<typeof SEARCH_MESSAGES> = {
  searchStart: "Empiece a escribir para buscar",
  searchNoResults: "No se encontraron resultados",
};
