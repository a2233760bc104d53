/** Spanish of the daily income messages. */
import { type LocalizedMessage, localized, type Translation } from "../shared/translation.ts";
import { type DAILY_INCOME_MESSAGES, incomeAlreadyRecorded, showingRecords } from "./messages.ts";

export const DAILY_INCOME_MESSAGES_ES: Translation<typeof DAILY_INCOME_MESSAGES> = {
  dailyIncomeFilesFailed: "El registro se guardó, pero los archivos no. Edite el registro para agregarlos.",
  recordNotFound: "No se encontró el registro",
  dailyIncomeEditTooOld:
    "No se pueden editar registros de hace más de 24 horas. Solo los administradores pueden cambiar registros anteriores.",
  dailyIncomeDeleteTooOld:
    "No se pueden eliminar registros de hace más de 24 horas. Solo los administradores pueden cambiar registros anteriores.",
  dailyIncomeSaved: "¡Registro de ingresos diarios guardado!",
  recordDeleted: "¡Registro eliminado!",
  dailyIncomeDeleteConfirm: "¿Seguro que quiere eliminar este registro de ingresos diarios?",
  dailyIncomeEmpty: "Todavía no hay registros de ingresos diarios",
  loadingRecords: "Cargando registros...",
  noStoreAssigned: "Sin tienda asignada",
  incomeDateInFuture: "La fecha no puede ser futura.",
};

export const DAILY_INCOME_FUNCTIONS_ES: LocalizedMessage[] = [
  localized(
    incomeAlreadyRecorded,
    (date) => `Ya existe un registro de ingresos diarios de esta tienda para el ${date}. Edite ese registro.`,
  ),
  localized(showingRecords, (count) => `Mostrando ${count} registros`),
].flat();
