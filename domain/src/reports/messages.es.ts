/** Spanish of the reports messages. */
import type { Translation } from "../shared/translation.ts";
import type { REPORT_MESSAGES } from "./messages.ts";

export const REPORT_MESSAGES_ES: Translation<typeof REPORT_MESSAGES> = {
  noReportGenerated: "No se generó ningún informe",
  generateReportFirst: "Primero genere un informe",
  reportNoPurchases: "No hay compras que coincidan con su búsqueda",
  reportNoData: "No hay datos que coincidan con su búsqueda",
  reportStoreLimited: "Limitado a su tienda asignada",
  allAssignedStores: "Todas las tiendas asignadas",
  allManagedStores: "Todas las tiendas a su cargo",
  noStoresAssigned: "Sin tiendas asignadas",
  reportPeriodTooLong: "Un informe abarca como máximo 5 años.",
};
