/**
 * The product's messages in Spanish: MSG_ES has exactly MSG's keys, and localizeMessage turns an
 * English message (a MSG text, or one written by a message function) into the language asked
 * for, so the server answers in the caller's language and the web shows the domain's checks in
 * its own. The English texts stay the spec's words; an English text with no translation is
 * returned unchanged (messages.es.test.ts fails on any).
 */

import { APPROVAL_MESSAGES_ES } from "./approvals/messages.es.ts";
import { AUDIT_LOG_MESSAGES_ES } from "./audit-logs/messages.es.ts";
import { AUTH_MESSAGES_ES } from "./auth/messages.es.ts";
import { BUDGET_MESSAGES_ES } from "./budgets/messages.es.ts";
import { APPLICATION_FUNCTIONS_ES, APPLICATION_MESSAGES_ES } from "./career-applications/messages.es.ts";
import { CAREER_FUNCTIONS_ES, CAREER_MESSAGES_ES } from "./careers/messages.es.ts";
import { CASH_UP_MESSAGES_ES } from "./cash-ups/messages.es.ts";
import { CATEGORY_MESSAGES_ES } from "./categories/messages.es.ts";
import { DAILY_INCOME_FUNCTIONS_ES, DAILY_INCOME_MESSAGES_ES } from "./daily-income/messages.es.ts";
import { DOCUMENTATION_MESSAGES_ES } from "./documentation/messages.es.ts";
import { DOCUMENT_MESSAGES_ES } from "./documents/messages.es.ts";
import { EXPENSE_MESSAGES_ES } from "./expenses/messages.es.ts";
import { EXPORT_FUNCTIONS_ES, EXPORT_MESSAGES_ES } from "./export/messages.es.ts";
import { FILE_FUNCTIONS_ES, FILE_MESSAGES_ES } from "./files/messages.es.ts";
import { IMPORT_FUNCTIONS_ES, IMPORT_MESSAGES_ES } from "./imports/messages.es.ts";
import { INDUSTRY_MESSAGES_ES } from "./industries/messages.es.ts";
import { KIOSK_MESSAGES_ES } from "./kiosk/messages.es.ts";
import { MSG, noPermissionTo, resetPasswordError, unknownTable } from "./messages.ts";
import { NOTIFICATION_FUNCTIONS_ES, NOTIFICATION_MESSAGES_ES } from "./notifications/messages.es.ts";
import { PAYROLL_MESSAGES_ES } from "./payroll/messages.es.ts";
import { httpError } from "./public-messages.ts";
import { PURCHASE_FUNCTIONS_ES, PURCHASE_MESSAGES_ES } from "./purchases/messages.es.ts";
import { REPORT_MESSAGES_ES } from "./reports/messages.es.ts";
import { SAVED_VIEW_MESSAGES_ES } from "./saved-views/messages.es.ts";
import { SCHEDULE_FUNCTIONS_ES, SCHEDULE_MESSAGES_ES } from "./schedules/messages.es.ts";
import { SEARCH_MESSAGES_ES } from "./search/messages.es.ts";
import { SETTINGS_FUNCTIONS_ES, SETTINGS_MESSAGES_ES } from "./settings/messages.es.ts";
import { errorDeletingRecord, errorLoadingRecords, errorSavingRecord } from "./shared/record-messages.ts";
import { REQUEST_FUNCTIONS_ES, REQUEST_MESSAGES_ES } from "./shared/request-messages.es.ts";
import { termEs } from "./shared/terms.es.ts";
import {
  type AppLanguage,
  type LocalizedMessage,
  localized,
  localizedPattern,
  slot,
  type Translation,
} from "./shared/translation.ts";
import { VALIDATION_ES, VALIDATION_FUNCTIONS_ES } from "./shared/validation-messages.es.ts";
import { VALIDATION } from "./shared/validation-messages.ts";
import { STAFF_FUNCTIONS_ES, STAFF_MESSAGES_ES } from "./staff/messages.es.ts";
import { STORE_MESSAGES_ES } from "./stores/messages.es.ts";
import { TIME_ENTRY_FUNCTIONS_ES, TIME_ENTRY_MESSAGES_ES } from "./time-entries/messages.es.ts";
import { TRANSACTION_FUNCTIONS_ES, TRANSACTION_MESSAGES_ES } from "./transactions/messages.es.ts";
import { USER_FUNCTIONS_ES, USER_MESSAGES_ES } from "./users/messages.es.ts";
import { VENDOR_MESSAGES_ES } from "./vendors/messages.es.ts";

const ACCESS_MESSAGES_ES = {
  invalidLogin: "Correo o contraseña no válidos",
  invalidStaffLogin: "Credenciales no válidas, o no está asignado a la tienda elegida",
  loginFailed: "No se pudo iniciar sesión. Inténtelo de nuevo.",
  invalidToken: "Token no válido o vencido",
  signOutConfirm: "¿Seguro que quiere cerrar sesión?",
  tooManySignIns: "Demasiados intentos fallidos de inicio de sesión. Inténtelo más tarde.",
  mustChangePassword: "Debe cambiar su contraseña de un solo uso antes de continuar.",
  ceoReadOnly: "Los usuarios CEO solo tienen acceso de lectura. Pida los cambios a un administrador.",
  unauthorized: "No autorizado",
  forbidden: "No tiene permiso para realizar esta acción.",
  notFound: "No encontrado",
  notFoundPage: "Esta página no se ha generado",
  noUserId: "No hay un identificador de usuario",
  noDataFound: "No se encontraron datos",
  notOwnRecord: "Solo puede cambiar los registros que usted creó.",
  crossOriginRefused: "Se rechazó una solicitud de otro origen.",
  requestTimedOut: "La solicitud tardó demasiado en llegar. Inténtelo de nuevo.",
  validationFailed: "La validación falló",
  unassignedStore: "Tienda sin asignar",
  noDescription: "Sin descripción",
  postedRecently: "Recientemente",
  saving: "Guardando...",
  never: "Nunca",
  unknownError: "Error desconocido",
};

/** Every fixed message in Spanish, by MSG's names. */
export const MSG_ES: Translation<typeof MSG> = {
  ...ACCESS_MESSAGES_ES,
  ...CAREER_MESSAGES_ES,
  ...PURCHASE_MESSAGES_ES,
  ...EXPENSE_MESSAGES_ES,
  ...FILE_MESSAGES_ES,
  ...DOCUMENT_MESSAGES_ES,
  ...REPORT_MESSAGES_ES,
  ...DAILY_INCOME_MESSAGES_ES,
  ...CASH_UP_MESSAGES_ES,
  ...BUDGET_MESSAGES_ES,
  ...APPROVAL_MESSAGES_ES,
  ...TIME_ENTRY_MESSAGES_ES,
  ...KIOSK_MESSAGES_ES,
  ...PAYROLL_MESSAGES_ES,
  ...STORE_MESSAGES_ES,
  ...VENDOR_MESSAGES_ES,
  ...INDUSTRY_MESSAGES_ES,
  ...CATEGORY_MESSAGES_ES,
  ...STAFF_MESSAGES_ES,
  ...AUTH_MESSAGES_ES,
  ...SETTINGS_MESSAGES_ES,
  ...EXPORT_MESSAGES_ES,
  ...USER_MESSAGES_ES,
  ...AUDIT_LOG_MESSAGES_ES,
  ...DOCUMENTATION_MESSAGES_ES,
  ...SEARCH_MESSAGES_ES,
  ...APPLICATION_MESSAGES_ES,
  ...REQUEST_MESSAGES_ES,
  ...TRANSACTION_MESSAGES_ES,
  ...NOTIFICATION_MESSAGES_ES,
  ...SAVED_VIEW_MESSAGES_ES,
  ...IMPORT_MESSAGES_ES,
  ...SCHEDULE_MESSAGES_ES,
};

const VERBS: Record<string, string> = {
  create: "crear",
  read: "ver",
  update: "actualizar",
  delete: "eliminar",
};

/** Every message function's Spanish, found again from the English sentence it wrote. */
export const MESSAGE_FUNCTIONS_ES: readonly LocalizedMessage[] = [
  localized(httpError, (status, text) => `HTTP ${status}: ${text}`),
  localized(resetPasswordError, (message) => `❌ Error al restablecer la contraseña: ${localizeEs(message)}`),
  localized(
    noPermissionTo,
    (verb, table) => `No tiene permiso para ${VERBS[verb] ?? verb} ${termEs(table)}.`,
  ),
  localized(unknownTable, (table) => `Tabla desconocida: ${table}`),
  APPLICATION_FUNCTIONS_ES,
  CAREER_FUNCTIONS_ES,
  DAILY_INCOME_FUNCTIONS_ES,
  EXPORT_FUNCTIONS_ES,
  FILE_FUNCTIONS_ES,
  IMPORT_FUNCTIONS_ES,
  NOTIFICATION_FUNCTIONS_ES,
  PURCHASE_FUNCTIONS_ES,
  REQUEST_FUNCTIONS_ES,
  SCHEDULE_FUNCTIONS_ES,
  SETTINGS_FUNCTIONS_ES,
  STAFF_FUNCTIONS_ES,
  TIME_ENTRY_FUNCTIONS_ES,
  TRANSACTION_FUNCTIONS_ES,
  USER_FUNCTIONS_ES,
  VALIDATION_FUNCTIONS_ES,
  localized(errorLoadingRecords, (message) => `Error al cargar los registros: ${localizeEs(message)}`, [
    [slot(0)],
  ]),
  localized(errorSavingRecord, (message) => `Error al guardar el registro: ${localizeEs(message)}`),
  localized(errorDeletingRecord, (message) => `Error al eliminar el registro: ${localizeEs(message)}`),
  // Last: "{a message}: {its reason}" (withReason) matches many sentences; only a known message is its head.
  localizedPattern(/^([^:]+): ([\s\S]+)$/, (base, reason) =>
    FIXED_ES.has(base) ? `${FIXED_ES.get(base)}: ${localizeEs(reason)}` : `${base}: ${reason}`,
  ),
].flat();

/** English fixed text → Spanish: MSG's and the validation wording's. */
const FIXED_ES = new Map<string, string>();
for (const [key, english] of Object.entries(MSG)) FIXED_ES.set(english, MSG_ES[key as keyof typeof MSG]);
for (const [key, spanish] of Object.entries(VALIDATION_ES))
  FIXED_ES.set(VALIDATION[key as keyof typeof VALIDATION_ES], spanish);

function localizeEs(message: string): string {
  const fixed = FIXED_ES.get(message);
  if (fixed !== undefined) return fixed;
  for (const { pattern, translate } of MESSAGE_FUNCTIONS_ES) {
    const match = pattern.exec(message);
    if (match) return translate(match.slice(1));
  }
  return message;
}

/** A message of the product in `language`: English as written, or its translation (itself when it has none). */
export function localizeMessage(message: string, language: AppLanguage): string {
  return language === "es" ? localizeEs(message) : message;
}

/** Which message texts have a translation (the tests read it). */
export const isTranslatedMessage = (message: string): boolean => localizeEs(message) !== message;
