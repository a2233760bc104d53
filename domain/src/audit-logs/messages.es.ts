/** Spanish of the audit log's messages. */
import type { Translation } from "../shared/translation.ts";
import type { AUDIT_LOG_MESSAGES } from "./messages.ts";

export const AUDIT_LOG_MESSAGES_ES: Translation<typeof AUDIT_LOG_MESSAGES> = {
  auditEmpty: "No hay registros de auditoría que coincidan con su búsqueda",
  auditReadOnly: "Los registros de auditoría no se pueden cambiar ni eliminar.",
  auditEntryNotFound: "No se encontró el registro de auditoría",
};
