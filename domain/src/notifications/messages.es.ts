/** Spanish of the notifications' messages (docs/decisions.md, Languages). */
import { type LocalizedMessage, localized, type Translation } from "../shared/translation.ts";
import {
  cashUpRejectedBody,
  cashUpVarianceBody,
  digestSubject,
  expenseRejectedBody,
  expenseWaitingBody,
  type NOTIFICATION_MESSAGES,
  payrollReadyBody,
  purchaseRejectedBody,
  purchaseWaitingBody,
  takingsMissingBody,
} from "./messages.ts";

export const NOTIFICATION_MESSAGES_ES: Translation<typeof NOTIFICATION_MESSAGES> = {
  notifyPurchaseWaiting: "Una compra espera su aprobación",
  notifyExpenseWaiting: "Un gasto espera su aprobación",
  notifyPurchaseRejected: "Su compra fue rechazada",
  notifyExpenseRejected: "Su gasto fue rechazado",
  notifyCashUpVariance: "Una diferencia de caja espera su aprobación",
  notifyCashUpRejected: "Su arqueo de caja fue rechazado",
  notifyTakingsMissing: "Ingresos sin registrar a la hora de cierre",
  notifyPayrollReady: "Un período de nómina está listo para aprobar",
  notifyDigestIntro: "Esto es lo que pasó en StoreOps desde su último resumen:",
  notifyEmailFooter:
    "Recibe este correo por sus preferencias de notificación en StoreOps (Perfil → Notificaciones).",
  notificationPreferencesSaved: "Preferencias de notificación guardadas.",
  errorSavingNotificationPreferences: "Error al guardar las preferencias de notificación",
};

export const NOTIFICATION_FUNCTIONS_ES: readonly LocalizedMessage[] = [
  localized(
    purchaseWaitingBody,
    (invoice, vendor, store, amount) =>
      `La compra ${invoice} de ${vendor} en ${store} (${amount}) espera su aprobación.`,
  ),
  localized(
    expenseWaitingBody,
    (description, store, amount) => `El gasto «${description}» de ${store} (${amount}) espera su aprobación.`,
  ),
  localized(
    purchaseRejectedBody,
    (invoice, amount, reason) => `Su compra ${invoice} (${amount}) fue rechazada. Motivo: ${reason}`,
  ),
  localized(
    expenseRejectedBody,
    (description, amount, reason) => `Su gasto «${description}» (${amount}) fue rechazado. Motivo: ${reason}`,
  ),
  localized(
    cashUpVarianceBody,
    (store, date, variance) =>
      `El arqueo de caja de ${store} del ${date} tiene una diferencia de ${variance} y espera su aprobación.`,
  ),
  localized(
    cashUpRejectedBody,
    (store, date, reason) => `El arqueo de caja de ${store} del ${date} fue rechazado. Motivo: ${reason}`,
  ),
  localized(
    takingsMissingBody,
    (store, date, closing) =>
      `No se registraron ingresos de ${store} el ${date} antes de su hora de cierre (${closing}).`,
  ),
  localized(
    payrollReadyBody,
    (store, period) => `La nómina de ${store} de ${period} está lista para aprobar.`,
  ),
  localized(digestSubject, (date, count) => `Resumen diario de StoreOps del ${date} (${count})`),
].flat();
