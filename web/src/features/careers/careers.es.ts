import { MSG_ES, type Translation } from "@storeops/domain";
import type { careersText } from "./careers.i18n.ts";

/** The public job listing in Spanish (careers.i18n.ts). */
export const careersTextEs: Translation<typeof careersText> = {
  careers: {
    title: "Empleos",
    subtitle: "Únase a nuestro equipo. Estas son las vacantes abiertas ahora.",
    search: "Buscar vacantes",
    searchPlaceholder: "Puesto, ubicación, departamento…",
    jobType: "Tipo de empleo",
    allTypes: "Todos los tipos",
    location: "Ubicación",
    allLocations: "Todas las ubicaciones",
    empty: MSG_ES.noPositions,
    payRange: "{{min}} – {{max}} por hora",
    posted: "Publicada el {{date}}",
    recently: MSG_ES.postedRecently,
    requirements: "Requisitos",
    viewDetails: "Ver detalles",
    hideDetails: "Ocultar detalles",
    applyNow: "Postularse",
    apply: {
      title: "Postularse a {{title}}",
      firstName: "Nombre",
      lastName: "Apellido",
      email: "Correo electrónico",
      phone: "Teléfono",
      resume: "Currículum",
      resumeHint: "PDF, DOC o DOCX, hasta 10 MB",
      coverLetter: "Carta de presentación",
      counter: "{{count}}/{{max}} caracteres",
      terms: "Acepto los términos y condiciones y que se guarden mis datos para esta solicitud.",
      submit: "Enviar solicitud",
      cancel: "Cancelar",
      dismiss: "Cerrar",
    },
  },
};
