/** Spanish of the applicant pipeline's messages. */
import { termEs } from "../shared/terms.es.ts";
import { type LocalizedMessage, localized, type Translation } from "../shared/translation.ts";
import { type APPLICATION_MESSAGES, hireEmailTaken } from "./messages.ts";

export const APPLICATION_MESSAGES_ES: Translation<typeof APPLICATION_MESSAGES> = {
  hiredOnlyByHire: "Una solicitud queda como contratada solo al contratar al candidato.",
  alreadyHired: "Este candidato ya fue contratado.",
  notHireable: "Solo se pueden contratar solicitudes nuevas, en revisión o entrevistadas.",
  tooManyApplications: "Demasiadas solicitudes desde esta dirección. Inténtelo de nuevo en una hora.",
  hired: "Candidato contratado y agregado al personal.",
  noResume: "Esta solicitud no tiene currículum.",
  chooseOwnStore: "Elija una de sus tiendas.",
  hiredStaffUnreadable: "No se pudo leer el nuevo registro de personal.",
};

export const APPLICATION_FUNCTIONS_ES: LocalizedMessage[] = localized(
  hireEmailTaken,
  (email, owner) =>
    `El correo ${email} ya pertenece a un ${termEs(owner)}. Edite el correo antes de contratar.`,
);
