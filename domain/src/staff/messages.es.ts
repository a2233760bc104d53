/** Spanish of the staff messages. */

import { optionLabelEs } from "../option-labels.es.ts";
import { type LocalizedMessage, localized, type Translation } from "../shared/translation.ts";
import { type STAFF_MESSAGES, staffConflicts, staffMessages } from "./messages.ts";

export const STAFF_MESSAGES_ES: Translation<typeof STAFF_MESSAGES> = {
  staffSaveFailed: "No se pudo guardar el empleado. Inténtelo de nuevo.",
  staffAddFailed: "No se pudo agregar el empleado. Inténtelo de nuevo.",
  staffUpdateFailed: "No se pudo actualizar el empleado. Inténtelo de nuevo.",
  staffLeaveFailed: "No se pudo actualizar el permiso. Inténtelo de nuevo.",
  staffStatusFailed: "No se pudo actualizar el estado. Inténtelo de nuevo.",
  staffRemoveFailed: "No se pudo quitar al empleado. Inténtelo de nuevo.",
  staffAdded: "Empleado agregado",
  staffUpdated: "Empleado actualizado",
  staffStatusActive: "Estado cambiado a activo",
  staffRemoved: "Empleado quitado",
  staffRemoveConfirm: "¿Seguro que quiere quitar a este empleado? Esta acción no se puede deshacer.",
  staffReturnedAudit: "El empleado volvió de su permiso",
  leaveApproverLabel: "Administrador del sistema",
  onlyActiveOnLeave: "Solo el personal activo puede pasar a permiso.",
  linkedUserMissing: "Elija una cuenta de usuario existente para vincular, o ninguna.",
};

const leaveType = (type: string) => optionLabelEs(type).toLowerCase();

export const STAFF_FUNCTIONS_ES: LocalizedMessage[] = [
  localized(staffMessages.markedOnLeave, (name) => `${name} pasó a permiso`),
  localized(staffMessages.returnedFromLeave, (name) => `${name} volvió de su permiso`),
  localized(staffMessages.addedAudit, (name) => `Nuevo empleado agregado: ${name}`),
  localized(staffMessages.updatedAudit, (name) => `Empleado actualizado: ${name}`),
  localized(staffMessages.removedAudit, (name) => `Empleado quitado: ${name}`),
  localized(
    staffMessages.leaveAudit,
    (type, start, end) => `Empleado en permiso (${leaveType(type)}) del ${start} al ${end}`,
  ),
  localized(
    staffConflicts.emailTaken,
    (email, holder) =>
      `El correo ${email} ya pertenece a ${holder}, otro empleado de esta tienda. Use otro correo.`,
  ),
  localized(
    staffConflicts.userLinked,
    (user, holder) =>
      `La cuenta de usuario de ${user} ya está vinculada a ${holder} en esta tienda. Una cuenta se vincula a un solo registro de personal por tienda.`,
  ),
].flat();
