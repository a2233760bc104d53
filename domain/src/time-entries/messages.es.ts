/** Spanish of the time and attendance messages. */
import { termEs } from "../shared/terms.es.ts";
import { type LocalizedMessage, localized, slot, type Translation } from "../shared/translation.ts";
import { alreadyClockedIn, entryOverlaps, type TIME_ENTRY_MESSAGES } from "./messages.ts";

export const TIME_ENTRY_MESSAGES_ES: Translation<typeof TIME_ENTRY_MESSAGES> = {
  storeContextMissing: "Falta la tienda de la sesión. Cierre sesión y vuelva a entrar eligiendo una tienda.",
  storeContextUnavailable: "La tienda de la sesión no está disponible. Cierre sesión y vuelva a entrar.",
  noStaffRecord:
    "No hay un registro de personal para su cuenta en esta tienda. Pida al administrador que cree su perfil de personal.",
  noStaffProfile:
    "No hay un perfil de personal para su cuenta en esta tienda. Comuníquese con el administrador.",
  clockedIn: "¡Entrada registrada!",
  clockedOut: "¡Salida registrada!",
  timeEntryCreated: "¡Registro de horas creado!",
  errorLoadingStaff: "Error al cargar el personal",
  errorLoadingTimeEntries: "Error al cargar los registros de horas",
  errorClockingIn: "Error al fichar la entrada",
  errorClockingOut: "Error al fichar la salida",
  errorCreatingTimeEntry: "Error al crear el registro de horas",
  noStorePermission: "No tiene permiso para crear registros en esta tienda.",
  timeEntryInProgress: "En curso",
  timeEntriesEmpty: "Todavía no hay registros de horas: fiche la entrada para empezar",
  quickClockInNote: "Entrada rápida",
  workDateInFuture: "La fecha de trabajo no puede ser futura.",
  entryAlreadyClosed: "Este registro de horas ya está cerrado.",
  clockOutOwnOnly: "Solo puede fichar la salida de su propio registro.",
  timeEntryNotFound: "Registro de horas no encontrado",
  breakStarted: "Descanso iniciado.",
  breakEnded: "Descanso terminado. ¡Bienvenido de nuevo!",
  notClockedIn: "No ha fichado la entrada: fiche la entrada primero.",
  alreadyOnBreak: "Ya hay un descanso en curso. Termínelo antes de empezar otro.",
  notOnBreak: "No hay ningún descanso en curso que terminar.",
  errorStartingBreak: "Error al iniciar el descanso",
  errorEndingBreak: "Error al terminar el descanso",
  errorLoadingOnShift: "Error al cargar quién está en turno",
  clockOthersNotAllowed:
    "Solo un administrador o el encargado de la tienda puede fichar la entrada o los descansos de otra persona.",
  punchInFuture: "La hora de este fichaje está en el futuro: revise la fecha y la hora del dispositivo.",
  punchTooOld: "Este fichaje se hizo hace más de 12 horas. Pida a un encargado que lo registre a mano.",
  punchBeforeLast:
    "Este fichaje es anterior al último fichaje del empleado. Pida a un encargado que lo registre a mano.",
};

export const TIME_ENTRY_FUNCTIONS_ES: LocalizedMessage[] = [
  localized(
    alreadyClockedIn,
    (time) =>
      `¡Ya fichó la entrada! Tiene una entrada abierta a las ${termEs(time)}. Fiche la salida antes de volver a fichar la entrada.`,
    [[slot(0)]],
  ),
  localized(
    entryOverlaps,
    (date, from) =>
      `Este horario se superpone con otro registro de este empleado: ${date} desde las ${from} (todavía con la entrada abierta).`,
    [[{ work_date: slot(0), clock_in_time: slot(1), clock_out_time: null }]],
  ),
  localized(
    entryOverlaps,
    (date, from, to) =>
      `Este horario se superpone con otro registro de este empleado: ${date} ${from}–${to}.`,
    [[{ work_date: slot(0), clock_in_time: slot(1), clock_out_time: slot(2) }]],
  ),
].flat();
