/** Spanish of the kiosk's messages. */
import type { Translation } from "../shared/translation.ts";
import type { KIOSK_MESSAGES } from "./messages.ts";

export const KIOSK_MESSAGES_ES: Translation<typeof KIOSK_MESSAGES> = {
  deviceRegistered: "Quiosco registrado. Copie su código ahora: solo se muestra una vez.",
  deviceRenamed: "Quiosco renombrado.",
  deviceRevoked: "Quiosco eliminado. Esa tableta ya no puede fichar a nadie.",
  deviceNotFound: "Quiosco no encontrado",
  kioskNotRegistered:
    "Este quiosco no está configurado o fue eliminado. Pida a un encargado que lo configure de nuevo.",
  kioskLocked:
    "Demasiados PIN incorrectos: este quiosco queda bloqueado 15 minutos. Pida ayuda a un encargado si necesita fichar ahora.",
  wrongPin: "Ese PIN no corresponde a nadie de esta tienda. Inténtelo de nuevo.",
  pinFormat: "Un PIN tiene de 4 a 6 dígitos.",
  pinTaken: "Elija otro PIN.",
  pinSaved: "PIN guardado. Úselo en el quiosco de la tienda.",
  pinRemoved: "PIN eliminado.",
  errorSavingPin: "Error al guardar el PIN",
  errorLoadingDevices: "Error al cargar los quioscos",
  errorRegisteringDevice: "Error al registrar el quiosco",
  kioskManagersOnly: "Solo un administrador o el encargado de la tienda puede configurar quioscos y PIN.",
  punchClockedIn: "Entrada registrada.",
  punchClockedOut: "Salida registrada.",
  punchBreakStarted: "Descanso iniciado.",
  punchBreakEnded: "Descanso terminado.",
};
