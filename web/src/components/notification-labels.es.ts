import type { Translation } from "@storeops/domain";
import type { NOTIFICATION_LABELS } from "./notification-labels.ts";

/** The notification toggles' labels in Spanish (notification-labels.ts). */
export const NOTIFICATION_LABELS_ES: Translation<typeof NOTIFICATION_LABELS> = {
  email_notifications: "Notificaciones por correo",
  sms_notifications: "Notificaciones por SMS",
  push_notifications: "Notificaciones push",
  daily_reports: "Informes diarios",
  weekly_reports: "Informes semanales",
  security_alerts: "Alertas de seguridad",
  system_updates: "Actualizaciones del sistema",
};
