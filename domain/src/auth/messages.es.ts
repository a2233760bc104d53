/** Spanish of the sign-in, two-factor and account messages. */
import type { Translation } from "../shared/translation.ts";
import type { AUTH_MESSAGES } from "./messages.ts";

export const AUTH_MESSAGES_ES: Translation<typeof AUTH_MESSAGES> = {
  passwordsDoNotMatch: "¡Las contraseñas no coinciden!",
  passwordTooShort: "¡La contraseña debe tener al menos 8 caracteres!",
  newPasswordsDoNotMatch: "¡Las contraseñas nuevas no coinciden!",
  profilePasswordTooShort: "¡La contraseña debe tener al menos 6 caracteres!",
  resetPasswordFailed: "No se pudo restablecer la contraseña",
  currentPasswordWrong: "La contraseña actual es incorrecta.",
  otpRequired: "Se necesita el código de verificación en dos pasos",
  invalidOtp: "Código de verificación en dos pasos no válido",
  twoFactorNotStarted: "Primero inicie la configuración de la verificación en dos pasos.",
  twoFactorAlreadyEnabled: "La verificación en dos pasos ya está activada.",
  twoFactorNotEnabled: "La verificación en dos pasos no está activada.",
  wrongPassword: "La contraseña es incorrecta.",
  twoFactorCodeNeeded: "Escriba un código de su app de autenticación o uno de sus códigos de recuperación.",
  twoFactorResetFailed: "No se pudo restablecer la verificación en dos pasos. Inténtelo de nuevo.",
  twoFactorReset:
    "Se restableció la verificación en dos pasos. El usuario la configura de nuevo en su próximo inicio de sesión si es obligatoria.",
  maintenanceMode:
    "StoreOps está en mantenimiento. Inténtelo más tarde; los administradores aún pueden iniciar sesión.",
  oneTimePasswordAdvice:
    "Comparta esta contraseña con el usuario de forma segura. Solo se muestra una vez y debe cambiarla en su primer inicio de sesión.",
  twoFactorRequired: "Su organización exige la verificación en dos pasos. Configúrela para continuar.",
  twoFactorStaysOn:
    "La configuración de seguridad de su organización exige la verificación en dos pasos, así que no se puede desactivar.",
  twoFactorSelfFirst: "Configure la verificación en dos pasos en su propia cuenta antes de exigirla a todos.",
  ipNotAllowed: "La lista de IP permitidas de su organización no admite el acceso desde esta red.",
  storeIpNotAllowed:
    "La lista de IP permitidas de la tienda no admite el acceso desde esta red. Cambie a otra tienda o cierre sesión.",
  ipWhitelistInvalid: "La lista de IP permitidas debe ser una lista de direcciones IP separadas por comas.",
  passwordExpired: "Su contraseña venció. Elija una nueva.",
  sessionNotFound: "No se encontró la sesión",
};
