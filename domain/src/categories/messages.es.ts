/** Spanish of the categories messages. */
import type { Translation } from "../shared/translation.ts";
import type { CATEGORY_MESSAGES } from "./messages.ts";

export const CATEGORY_MESSAGES_ES: Translation<typeof CATEGORY_MESSAGES> = {
  categoryCreated: "¡Categoría creada!",
  categoryUpdated: "¡Categoría actualizada!",
  categorySaveError: "Error al guardar la categoría. Inténtelo de nuevo.",
  categoryDeleteConfirm: "¿Seguro que quiere eliminar esta categoría?",
  categoryDeleted: "¡Categoría eliminada!",
  categoryDeleteError: "Error al eliminar la categoría. Inténtelo de nuevo.",
  categoriesEmpty: "No se encontraron categorías",
  categoryExists: "Ya existe una categoría con este nombre para esta industria.",
  categoryInUse: "Hay gastos o compras con esta categoría, así que no se puede eliminar. Desactívela.",
  categoryChangeInUse:
    "Hay gastos o compras con esta categoría, así que su nombre, tipo e industria no pueden cambiar. Desactívela y agregue una nueva.",
  categoryIndustryMissing: "Elija una industria existente, o ninguna para todas las industrias.",
  categoryNotOffered:
    "Esta categoría no está disponible para esta tienda. Elija una de las categorías de la lista.",
};
