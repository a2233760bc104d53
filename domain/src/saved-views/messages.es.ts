/** Spanish of the saved views' messages. */
import type { Translation } from "../shared/translation.ts";
import type { SAVED_VIEW_MESSAGES } from "./messages.ts";

export const SAVED_VIEW_MESSAGES_ES: Translation<typeof SAVED_VIEW_MESSAGES> = {
  savedViewNameRequired: "Ponga un nombre a la vista.",
  savedViewNameTooLong: "El nombre de una vista puede tener como máximo 80 caracteres.",
  savedViewNameOneLine: "El nombre de una vista debe ser una sola línea.",
  savedViewListUnknown: "No se pueden guardar vistas de esta lista.",
  savedViewStateInvalid:
    "No se pudieron leer los filtros, el orden o las columnas de esta vista. Prepare la lista de nuevo y guarde.",
  savedViewStateTooLarge:
    "Esta vista tiene demasiados filtros para guardarla. Quite algunos filtros y guarde de nuevo.",
  savedViewPageSizeInvalid: "Las filas por página deben ser 10, 25, 50 o 100.",
  savedViewShareInvalid: "Una vista solo se puede compartir con su propio rol.",
  savedViewDefaultInvalid: "Indique si esta vista es su vista predeterminada: sí o no.",
  savedViewNameTaken: "Ya tiene una vista con este nombre en esta lista. Elija otro nombre.",
  savedViewLimitReached:
    "Tiene 100 vistas guardadas, el máximo por persona. Elimine una vista que ya no use y guarde de nuevo.",
  savedViewNotYours:
    "Solo quien guardó esta vista puede cambiarla o eliminarla. Puede guardar una copia propia.",
};
