/** Spanish of the industries messages. */
import type { Translation } from "../shared/translation.ts";
import type { INDUSTRY_MESSAGES } from "./messages.ts";

export const INDUSTRY_MESSAGES_ES: Translation<typeof INDUSTRY_MESSAGES> = {
  industrySaveError: "Error al guardar la industria. Inténtelo de nuevo.",
  industryDeleteError: "Error al eliminar la industria. Inténtelo de nuevo.",
  industryDeleteConfirm: "¿Seguro que quiere eliminar esta industria?",
  industriesEmpty: "No se encontraron industrias",
  industriesEmptyHint: "Empiece creando su primera industria.",
  industryStoresEmpty: "No hay tiendas asignadas a esta industria.",
  industryInUse: "No se puede eliminar una industria que todavía tiene tiendas.",
  industryCreated: "¡Industria creada!",
  industryUpdated: "¡Industria actualizada!",
  industryDeleted: "¡Industria eliminada!",
};
