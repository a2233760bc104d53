/** Spanish of the schedule's messages (docs/decisions.md, Languages). */
import { type LocalizedMessage, localized, type Translation } from "../shared/translation.ts";
import {
  type SCHEDULE_MESSAGES,
  shiftAddedBody,
  shiftChangedBody,
  shiftRemovedBody,
  shiftsPublishedBody,
  swapAcceptedBody,
  swapApprovedBody,
  swapCancelledBody,
  swapDeclinedBody,
  swapOfferedBody,
  swapWaitingBody,
} from "./messages.ts";

export const SCHEDULE_MESSAGES_ES: Translation<typeof SCHEDULE_MESSAGES> = {
  shiftNotFound: "Turno no encontrado",
  shiftTimesRequired: "Indique el inicio y el fin del turno.",
  shiftTimesMixed:
    "Indique las horas del turno como start_at y end_at, o como shift_date, start_time y end_time.",
  shiftEndBeforeStart: "El turno debe terminar después de empezar.",
  shiftTooLong: "Un turno puede durar como máximo 24 horas.",
  shiftBreakTooLong: "El descanso no pagado debe ser más corto que el turno.",
  shiftEmployeeInactive: "Este empleado ya no está activo: elija un empleado activo.",
  shiftStoreFixed: "Un turno se queda en su tienda: elimínelo y agréguelo en la otra tienda.",
  scheduleWeeksSame: "Elija otra semana a la que copiar.",
  scheduleHolidayExists: "Este día ya está marcado como festivo.",
  scheduleHolidayNotFound: "Festivo no encontrado",
  availabilityOthersRefused:
    "Solo un administrador o el gerente de la tienda pueden cambiar la disponibilidad de otra persona.",
  availabilityTimesBoth: "Indique el inicio y el fin del horario disponible, o ninguno.",
  availabilityWeekdayTwice: "Cada día de la semana se puede indicar una sola vez.",
  scheduleForecastHidden: "La previsión de la semana y el costo de personal son para los gerentes.",
  warnOverTarget: "El costo de personal supera el objetivo de la tienda.",
  warnOvertime: "Horas extra: más horas esta semana de las que la nómina paga a la tarifa normal.",
  warnShortRest: "Menos descanso entre dos turnos que el mínimo de la tienda.",
  warnOnLeave: "Este turno cae en un permiso aprobado.",
  warnUnavailable: "Este turno está fuera de la disponibilidad del empleado.",
  warnOverlap: "Este turno se superpone con otro turno de la misma persona.",
  swapNotFound: "Cambio de turno no encontrado",
  swapOwnShiftOnly: "Solo puede ofrecer sus propios turnos.",
  swapShiftNotPublished: "Solo se puede ofrecer un turno publicado.",
  swapShiftStarted: "Este turno ya empezó: ya no se puede cambiar.",
  swapAlreadyOffered: "Este turno ya está ofrecido. Cancele esa oferta primero.",
  swapColleagueRequired: "Ofrezca el turno a un compañero de la misma tienda y puesto.",
  swapColleaguesOnly: "Solo un compañero de la misma tienda y puesto puede tomar este turno.",
  swapOfferedToSomeoneElse: "Este turno está ofrecido a otra persona.",
  swapManagersDecide: "Solo un administrador o el gerente de la tienda pueden aprobar un cambio de turno.",
  swapDeclineRefused:
    "Solo el compañero al que se ofrece, o el gerente de la tienda, pueden rechazar este cambio.",
  swapCancelOwnOnly: "Solo quien ofreció el turno puede cancelar la oferta.",
  swapNotOpen: "Este cambio de turno ya no está abierto.",
  swapNotAccepted: "Solo se puede aprobar un cambio que un compañero aceptó.",
  swapShiftChanged: "El turno cambió de manos desde que se ofreció: ofrézcalo de nuevo.",
  swapTakerBusy: "Usted ya tiene un turno a esa hora.",
  notifyShiftsPublished: "Sus turnos se publicaron",
  notifyShiftChanged: "Su turno cambió",
  notifyShiftSwap: "Un cambio de turno",
};

export const SCHEDULE_FUNCTIONS_ES: readonly LocalizedMessage[] = [
  localized(
    shiftsPublishedBody,
    (store, week, shifts) => `Sus turnos en ${store} de la semana del ${week}: ${shifts}.`,
  ),
  localized(
    shiftChangedBody,
    (store, before, after) => `Su turno en ${store} del ${before} ahora es ${after}.`,
  ),
  localized(shiftAddedBody, (store, shift) => `Tiene un turno nuevo en ${store}: ${shift}.`),
  localized(shiftRemovedBody, (store, shift) => `Su turno en ${store} del ${shift} se quitó de su horario.`),
  localized(
    swapOfferedBody,
    (name, store, shift) =>
      `${name} ofrece su turno en ${store} del ${shift}. Acéptelo en Mis turnos si puede tomarlo.`,
  ),
  localized(
    swapWaitingBody,
    (taker, name, store, shift) =>
      `${taker} tomará el turno de ${name} en ${store} del ${shift}. El cambio espera su aprobación.`,
  ),
  localized(
    swapAcceptedBody,
    (taker, shift) =>
      `${taker} aceptó su turno del ${shift}. Sigue siendo suyo hasta que un gerente apruebe el cambio.`,
  ),
  localized(
    swapApprovedBody,
    (taker, shift) => `Se aprobó el cambio del turno del ${shift}: lo trabaja ${taker}.`,
  ),
  localized(
    swapDeclinedBody,
    (shift) => `Se rechazó el cambio del turno del ${shift}: el turno queda como estaba.`,
  ),
  localized(swapCancelledBody, (name, shift) => `${name} canceló la oferta del turno del ${shift}.`),
].flat();
