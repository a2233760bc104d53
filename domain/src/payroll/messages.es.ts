/** Spanish of the payroll messages. */
import type { Translation } from "../shared/translation.ts";
import type { PAYROLL_MESSAGES } from "./messages.ts";

export const PAYROLL_MESSAGES_ES: Translation<typeof PAYROLL_MESSAGES> = {
  errorLoadingPayrollSummary: "Error al cargar el resumen de nómina",
  errorSettingWage: "Error al fijar la tarifa salarial",
  errorRecordingWithdrawal: "Error al registrar el retiro",
  wageSet: "¡Tarifa salarial fijada!",
  withdrawalRecorded: "¡Retiro registrado!",
  employeeNotFound: "No se encontró el empleado",
  selectEmployeeFirst: "Primero seleccione un empleado",
  selectEmployee: "Seleccione un empleado",
  payrollNoSelection: "Seleccione un empleado para ver el resumen de nómina",
  payrollLoading: "Cargando resumen de nómina...",
  employeeNotInStore: "El empleado debe ser parte del personal de la tienda del registro.",
  employeeRecordFixed: "Un registro no se puede pasar a otro empleado ni a otra tienda.",
  wageSavedTwice:
    "Se guardó una tarifa para este empleado y esta fecha al mismo tiempo. Vuelva a cargar para verla.",
  payPeriodFromAfterTo: "Desde no puede ser posterior a Hasta",
};
