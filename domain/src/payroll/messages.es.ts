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
  payPeriodClosed: "Este periodo de pago está cerrado.",
  payrollRunExists: "Ya hay una nómina de este periodo de pago que cubre a estos empleados.",
  payrollRunNotPeriodStart: "Esta fecha no inicia un periodo de pago. Elija el primer día de uno.",
  payrollRunNotBegun: "Este periodo de pago todavía no ha empezado.",
  payrollRunNotEnded: "Un periodo de pago se puede aprobar a partir de su último día.",
  payrollRunNotDraft: "Solo se puede aprobar una nómina en borrador.",
  payrollRunOpenEntry:
    "Alguien sigue con la entrada marcada en este periodo de pago. Marque su salida antes de aprobar.",
  payrollRunNotApproved: "Solo se puede marcar como pagada una nómina aprobada.",
  payrollRunReopenNotApproved: "Solo se puede reabrir una nómina aprobada. Una pagada sigue cerrada.",
  payrollRunReopenReason: "Indique por qué reabre el periodo de pago.",
  payrollRunDeleteNotDraft: "Solo se puede eliminar una nómina en borrador.",
  payrollRunAllStoresAdmin: "Solo un administrador procesa la nómina de todas las tiendas a la vez.",
  payrollRunNotFound: "No se encontró la nómina",
  payrollRunNoStores:
    "No tiene tiendas asignadas, así que no hay nómina que procesar. Pida a un administrador que le asigne una tienda.",
  instalmentSkipReason: "Indique por qué se omite este pago.",
  instalmentNoPlan: "Este anticipo no tiene plan de pagos: se descuenta de una vez.",
  instalmentTooLarge: "El monto descontado por periodo no puede ser mayor que el anticipo.",
  payrollRunCreated: "Nómina creada.",
  payrollRunApproved: "Nómina aprobada. Su periodo de pago está cerrado.",
  payrollRunPaid: "Nómina marcada como pagada.",
  payrollRunReopened: "Periodo de pago reabierto.",
  payPeriodSettingsSaved: "Ajustes del periodo de pago guardados.",
  instalmentSkipped: "Pago omitido en ese periodo de pago.",
  errorLoadingPayrollRun: "Error al cargar la nómina",
  errorSavingPayrollRun: "Error al guardar la nómina",
  payrollAllStores: "todas las tiendas",
};
