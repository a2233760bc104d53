import { MSG_ES, type Translation } from "@storeops/domain";
import { NOTIFICATION_LABELS_ES } from "../../components/notification-labels.es.ts";
import type { settingsText } from "./settings.i18n.ts";

/** The settings page in Spanish (settings.i18n.ts). */
export const settingsTextEs: Translation<typeof settingsText> = {
  settings: {
    appearance: "Apariencia",
    light: "Claro",
    dark: "Oscuro",
    auto: "Sistema",
    currentStore: "Tienda actual",
    currentStoreText:
      "Está asignado a más de una tienda. Las cifras y los registros nuevos usan la tienda actual.",
    switchFailed: "No se pudo cambiar de tienda.",
    save: "Guardar cambios",
    saving: MSG_ES.saving,
    saved: "¡Configuración guardada!",
    saveFailed: "No se pudo guardar la configuración.",
    readOnly: "Esta configuración la administra un administrador.",
    notConnected: "Sin conexión",
    integrationsNote:
      "StoreOps todavía no se conecta con estos servicios: el proveedor elegido se guarda, pero no se le envía nada.",
    maintenanceNote:
      "Con el modo de mantenimiento activado, solo los administradores pueden entrar y usar StoreOps; los demás ven un aviso de mantenimiento.",
    tabs: {
      general: "General",
      notifications: "Notificaciones",
      security: "Seguridad",
      integrations: "Integraciones",
      system: "Sistema",
    },
    titles: {
      general: "Configuración general",
      notifications: "Configuración de notificaciones",
      security: "Configuración de seguridad",
      integrations: "Integraciones",
      system: "Configuración del sistema",
    },
    units: {
      minutes: "{{min}}–{{max}} minutos",
      days: "{{min}}–{{max}} días",
      hours: "{{min}}–{{max}} horas",
      mb: "{{min}}–{{max}} MB",
      perHour: "{{min}}–{{max}} solicitudes por hora",
    },
    hints: {
      two_factor_auth:
        "Todos deben entrar con un código de autenticación; quien no lo tenga, lo configura primero.",
      login_alerts:
        "Un inicio de sesión desde un dispositivo o dirección nuevos deja una alerta en las notificaciones del usuario.",
      ip_whitelist:
        "Direcciones o rangos (10.0.0.0/8), separados por comas. Se entra solo desde ellos; vacío permite todos.",
      device_tracking:
        "Las sesiones guardan su dispositivo y dirección, y los dispositivos conocidos no generan alertas.",
      auto_backup:
        "El servidor guarda una copia de la base de datos y los archivos con esta frecuencia; se conservan las 7 más recientes.",
      debug_mode: "El servidor registra a nivel de depuración.",
      audit_logging:
        "Desactivado, deja de registrar inicios y cierres de sesión y exportaciones; los cambios a los registros siempre se registran.",
    },
    fields: {
      language: "Idioma",
      timezone: "Zona horaria",
      date_format: "Formato de fecha",
      time_format: "Formato de hora",
      currency: "Moneda",
      theme: "Tema",
      ...NOTIFICATION_LABELS_ES,
      two_factor_auth: "Verificación en dos pasos",
      session_timeout: "Tiempo de inactividad (minutos)",
      login_alerts: "Alertas de inicio de sesión",
      password_expiry: "Vencimiento de contraseña (días)",
      ip_whitelist: "IP permitidas",
      device_tracking: "Seguimiento de dispositivos",
      email_provider: "Proveedor de correo",
      sms_provider: "Proveedor de SMS",
      payment_provider: "Proveedor de pagos",
      cloud_storage_provider: "Almacenamiento en la nube",
      analytics: "Analítica",
      slack: "Slack",
      auto_backup: "Respaldo automático",
      backup_frequency: "Frecuencia de respaldo",
      maintenance_mode: "Modo de mantenimiento",
      debug_mode: "Modo de depuración",
      api_rate_limit: "Límite de la API (por hora)",
      max_file_size_mb: "Tamaño máximo de archivo (MB)",
      session_duration_hours: "Duración de la sesión (horas)",
      audit_logging: "Registro de auditoría",
    },
    options: {
      en: "English",
      es: "Español",
      light: "Claro",
      dark: "Oscuro",
      auto: "Automático",
      "12h": "12 horas",
      "24h": "24 horas",
      none: "Ninguno",
      smtp: "SMTP",
      sendgrid: "SendGrid",
      mailgun: "Mailgun",
      "amazon-ses": "Amazon SES",
      twilio: "Twilio",
      vonage: "Vonage",
      stripe: "Stripe",
      paypal: "PayPal",
      square: "Square",
      "aws-s3": "AWS S3",
      "google-cloud": "Google Cloud Storage",
      azure: "Azure Blob Storage",
      dropbox: "Dropbox",
      hourly: "Cada hora",
      daily: "Diario",
      weekly: "Semanal",
      monthly: "Mensual",
    },
  },
};
