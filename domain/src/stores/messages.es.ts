/** Spanish of the stores messages. */
import type { Translation } from "../shared/translation.ts";
import type { STORE_MESSAGES } from "./messages.ts";

export const STORE_MESSAGES_ES: Translation<typeof STORE_MESSAGES> = {
  storeSaveError: "Error al guardar la tienda. Inténtelo de nuevo.",
  storeDeleteError: "Error al eliminar la tienda. Inténtelo de nuevo.",
  storeCreated: "¡Tienda creada!",
  storeUpdated: "¡Tienda actualizada!",
  storeDeleted: "¡Tienda eliminada!",
  storeSettingsUpdated: "¡Configuración de la tienda actualizada!",
  storeSettingNotOffered:
    "En una tienda solo se configuran el tiempo de inactividad, la verificación en dos pasos y la lista de IP permitidas; las demás opciones ya no se ofrecen.",
  storeDeleteConfirm: "¿Seguro que quiere eliminar esta tienda?",
  storeNameRequired: "El nombre de la tienda es obligatorio.",
  storeIndustryRequired: "Seleccione una industria.",
  storeAddressRequired: "La dirección es obligatoria.",
  storesEmpty: "No se encontraron tiendas",
  storesEmptyFiltered: "Pruebe a cambiar la búsqueda o los filtros",
  storesEmptyHint: "Empiece agregando su primera tienda",
  noManager: "Sin gerente",
  notAssigned: "Sin asignar",
  notProvided: "No indicado",
  noTeamMembers: "No hay personal asignado a esta tienda",
  noRecentActivity: "Sin actividad reciente",
  defaultStaffPositionLabel: "Empleado",
  storeArchiveConfirm:
    "Esta tienda tiene registros (transacciones, ingresos, personal u horas). Se archivará en lugar de eliminarse, así se conserva su historial.",
  storeArchived: "Tienda archivada: sus registros se conservan.",
  storeNotFound: "No se encontró la tienda",
  storeManagerRole: "El gerente de la tienda debe ser un usuario con rol admin o store_manager.",
};
