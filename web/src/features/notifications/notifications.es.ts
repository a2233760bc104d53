import type { Translation } from "@storeops/domain";
import type { notificationsText } from "./notifications.i18n.ts";

/** Perfil → Notificaciones. */
export const notificationsTextEs: Translation<typeof notificationsText> = {
  title: "Notificaciones",
  help: "Elija dónde le llega cada aviso: la campana de arriba, un correo al momento, un resumen diario por correo o ninguno. Si el servidor no tiene el correo configurado, el correo y el resumen suenan en la campana.",
  loadFailed: "No se pudieron cargar sus preferencias de notificación.",
  events: {
    step_waiting: "Un paso que le espera",
    record_rejected: "Su registro rechazado",
    cash_up_variance: "Una diferencia de caja para aprobar",
    takings_missing: "Ingresos de una tienda sin registrar a su hora de cierre",
    payroll_ready: "Un período de nómina listo para aprobar",
    shifts_published: "Sus turnos publicados o cambiados",
    shift_swap: "Un cambio de turno que le concierne",
  },
  channels: {
    bell: "Campana",
    email: "Correo",
    digest: "Resumen diario",
    off: "Desactivado",
  },
};
