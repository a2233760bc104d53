/** Spanish of the careers messages. */
import { type LocalizedMessage, localizedPattern, type Translation } from "../shared/translation.ts";
import type { CAREER_MESSAGES } from "./messages.ts";

export const CAREER_MESSAGES_ES: Translation<typeof CAREER_MESSAGES> = {
  requiredFields: "Complete todos los campos obligatorios.",
  agreeToTerms: "Acepte los términos y condiciones para continuar.",
  coverLetterTooLong: "La carta de presentación admite como máximo 500 caracteres.",
  resumeType: "Solo se permiten archivos PDF, DOC y DOCX",
  requirementMissing: "Agregue al menos un requisito.",
  applyError: "Error al enviar la solicitud. Inténtelo de nuevo.",
  applySuccess: "¡Solicitud enviada! Nos comunicaremos con usted pronto.",
  careerSaveError: "Error al guardar la vacante. Inténtelo de nuevo.",
  careerDeleteError: "Error al eliminar la vacante. Inténtelo de nuevo.",
  careerStatusError: "Error al actualizar el estado de la vacante. Inténtelo de nuevo.",
  careerDeleteConfirm: "¿Seguro que quiere eliminar esta vacante?",
  noPositions: "No se encontraron vacantes",
  positionClosed: "Esta vacante ya no está abierta.",
  applyNotMultipart: "Envíe la solicitud como multipart/form-data.",
  oneResumeOnly: "Adjunte como máximo un currículum.",
  tooManyFormFields: "Demasiados campos en el formulario.",
  applicationIncomplete: "La solicitud no es un cuerpo multipart/form-data completo.",
  tooManyRefusedApplications:
    "No se pudieron aceptar demasiadas solicitudes desde esta dirección. Inténtelo de nuevo en una hora.",
  applyBusy: "Se están enviando muchas solicitudes ahora mismo. Inténtelo de nuevo en un minuto.",
};

export const CAREER_FUNCTIONS_ES: LocalizedMessage[] = localizedPattern(
  /^File size must be less than ([\d.]+)MB$/,
  (megabytes) => `El archivo debe pesar menos de ${megabytes} MB`,
);
