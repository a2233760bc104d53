import { MSG_ES, type Translation } from "@storeops/domain";
import type { authText } from "./auth.i18n.ts";

/** The sign-in pages in Spanish (auth.i18n.ts). */
export const authTextEs: Translation<typeof authText> = {
  login: {
    title: "Iniciar sesión",
    subtitle: "Use la cuenta que le dio su administrador.",
    tabOffice: "Dueños y gerentes",
    tabStaff: "Personal de tienda",
    tabOfficeFor: "Para dueños, administradores, contadores y gerentes de tienda.",
    tabStaffFor: "Para el personal de tienda: elija la tienda donde trabaja y luego inicie sesión.",
    store: "Tienda asignada",
    storePlaceholder: "Seleccione su tienda",
    storeOption: "{{code}} - {{name}}",
    storeRequired: "Seleccione su tienda",
    noStores: MSG_ES.storesEmpty,
    email: "Correo electrónico",
    password: "Contraseña",
    remember: "Recordarme",
    forgot: "¿Olvidó su contraseña?",
    forgotHelp:
      "Las contraseñas las restablece un administrador. Pídale que restablezca la suya; recibirá una contraseña de un solo uso para cambiar en su próximo inicio de sesión.",
    submit: "Iniciar sesión",
    otp: "Código de verificación",
    otpHelp:
      "Escriba el código de 6 dígitos de su app de autenticación, o uno de sus códigos de recuperación.",
    failed: MSG_ES.loginFailed,
    demoTitle: "Cuentas de demostración",
    demoText:
      "Este servidor usa datos de demostración. Todas las cuentas de demostración usan la contraseña {{password}}.",
    demoUse: "Usar",
    demoUseAccount: "Usar {{email}}",
    demoStores: "Códigos de tienda: {{codes}}",
  },
  firstSignIn: {
    title: "Elija su propia contraseña",
    text: "Inició sesión con una contraseña de un solo uso. Elija una contraseña nueva para continuar.",
    current: "Contraseña de un solo uso",
    next: "Contraseña nueva",
    confirm: "Confirme la contraseña nueva",
    mismatch: MSG_ES.newPasswordsDoNotMatch,
    submit: "Guardar contraseña",
    signOut: "Cerrar sesión",
    saved: "Contraseña cambiada",
  },
};
