/** Spanish of the users and profile messages. */
import { termEs } from "../shared/terms.es.ts";
import {
  type LocalizedMessage,
  localized,
  localizedPattern,
  type Translation,
} from "../shared/translation.ts";
import { adminOnlyProfileField, type USER_MESSAGES } from "./messages.ts";

export const USER_MESSAGES_ES: Translation<typeof USER_MESSAGES> = {
  profileUpdateFailed: "No se pudo actualizar el perfil. Inténtelo de nuevo.",
  profileUpdateError: "Error al actualizar el perfil. Inténtelo de nuevo.",
  userSaveError: "Error al guardar el usuario. Inténtelo de nuevo.",
  userStatusError: "Error al actualizar el estado del usuario. Inténtelo de nuevo.",
  userDeleteError: "Error al eliminar el usuario. Inténtelo de nuevo.",
  cannotDeleteAdmin: "¡No se pueden eliminar usuarios administradores!",
  cannotDeleteSelf: "No puede eliminar su propia cuenta.",
  usersEmpty: "No hay usuarios que coincidan con su búsqueda",
  userNotFound: "No se encontró el usuario",
  ownEmailFixed: "No puede cambiar su propio correo. Pídaselo a un administrador.",
};

const label = (field: string) => termEs(field.charAt(0).toUpperCase() + field.slice(1)).toLowerCase();

export const USER_FUNCTIONS_ES: LocalizedMessage[] = [
  localized(adminOnlyProfileField, (field) => `Solo un administrador puede cambiar su ${label(field)}.`),
  localizedPattern(
    /^You can only change your own profile fields \(not ([\s\S]+)\)\.$/,
    (fields) => `Solo puede cambiar sus propios datos de perfil (no ${fields}).`,
  ),
].flat();
