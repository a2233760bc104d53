/** Spanish of the cash-up's messages. */
import type { Translation } from "../shared/translation.ts";
import type { CASH_UP_MESSAGES } from "./messages.ts";

export const CASH_UP_MESSAGES_ES: Translation<typeof CASH_UP_MESSAGES> = {
  cashUpExists: "El arqueo de caja de esta tienda para ese día ya existe. Ábralo para seguir contando.",
  cashUpFutureDate: "Un arqueo de caja es de hoy o de un día anterior.",
  cashUpNotCounted: "Indique el efectivo contado en la caja antes de enviar.",
  cashUpReasonRequired:
    "La caja tiene una diferencia mayor de la que permite esta tienda. Explique el motivo antes de enviar.",
  cashUpDenominationsInvalid: "Cada cantidad de billetes o monedas debe ser un número entero de 0 a 100.000.",
  cashUpDenominationsMismatch: "El efectivo contado no coincide con los billetes y monedas contados.",
  cashUpDepositTooLarge: "El depósito no puede ser mayor que el efectivo contado.",
  cashUpLocked: "Un arqueo enviado o aprobado ya no se puede cambiar.",
  cashUpNotOpen: "Este arqueo ya fue enviado.",
  cashUpNotSubmitted: "Solo un arqueo enviado se puede aprobar o rechazar.",
  cashUpRejectReason: "Indique el motivo del rechazo del arqueo.",
  cashUpDeleteApproved: "Un arqueo enviado o aprobado no se puede eliminar.",
  dailyIncomeDayLocked:
    "Los ingresos de este día están bloqueados: su arqueo de caja fue aprobado. Pida a un administrador que los cambie.",
  cashUpNotFound: "Arqueo de caja no encontrado",
  cashUpSaved: "Arqueo de caja guardado.",
  cashUpSubmitted: "Arqueo enviado.",
  cashUpApproved: "Arqueo de caja aprobado.",
  cashUpRejected: "Arqueo de caja rechazado. La tienda volverá a contar.",
  errorSavingCashUp: "Error al guardar el arqueo de caja",
  errorLoadingCashUps: "Error al cargar los arqueos de caja",
};
