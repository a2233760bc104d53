import type { Translation } from "@storeops/domain";
import type { offlineText } from "./offline.i18n.ts";

/** Spanish of the on-device queue's texts. */
export const offlineTextEs: Translation<typeof offlineText> = {
  queued: "Guardado en este dispositivo — pendiente de enviar",
  queuedDetail: "Se enviará cuando vuelva la conexión.",
  offline: "Está sin conexión",
  offlineDetail: "Los cambios se guardan en este dispositivo y se envían cuando vuelva la conexión.",
  button: "Pendiente de enviar",
  buttonCount_one: "{{count}} pendiente de enviar",
  buttonCount_other: "{{count}} pendientes de enviar",
  title: "Pendiente de enviar",
  intro: "Guardado en este dispositivo; se envía en orden cuando vuelva la conexión.",
  empty: "No hay nada pendiente de enviar.",
  states: {
    waiting: "Pendiente de enviar",
    sending: "Enviando…",
    refused: "Rechazado",
  },
  kinds: {
    clock_in: "Entrada",
    kiosk_punch: "Fichaje en quiosco",
    expenses: "Gasto",
    daily_income: "Ingreso diario",
  },
  actions: {
    clock_in: "Entrada",
    clock_out: "Salida",
    break_start: "Inicio de descanso",
    break_end: "Fin de descanso",
  },
  madeAt: "Hecho {{time}}",
  files_one: "{{count}} archivo",
  files_other: "{{count}} archivos",
  sendNow: "Enviar ahora",
  retry: "Intentar de nuevo",
  edit: "Editar",
  discard: "Descartar",
  discardTitle: "¿Descartar este cambio?",
  discardMessage: "No ha llegado al servidor y se perderá.",
  clockInWaiting: "Su entrada está guardada en este dispositivo, pendiente de enviar.",
  sent_one: "{{count}} cambio enviado.",
  sent_other: "{{count}} cambios enviados.",
};
