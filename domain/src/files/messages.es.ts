/** Spanish of the file upload messages. */
import {
  type LocalizedMessage,
  localized,
  localizedPattern,
  type Translation,
} from "../shared/translation.ts";
import { type FILE_MESSAGES, fileNotSupported, filesNotAttachable, tooManyFiles } from "./messages.ts";

export const FILE_MESSAGES_ES: Translation<typeof FILE_MESSAGES> = {
  uploadFilesError: "Error al subir los archivos. Inténtelo de nuevo.",
  moveFilesFailed: "No se pudieron mover los archivos",
  uploadFailed: "Falló la carga",
  filesNotMultipart: "Envíe los archivos como multipart/form-data en el campo files",
  fileNameMissing: "Cada archivo subido necesita un nombre.",
  uploadIncomplete: "La carga no es un cuerpo multipart/form-data completo.",
  attachNotAllowed: "No puede adjuntar archivos a estos registros.",
  uploadQuotaReached:
    "Tiene demasiados archivos subidos sin adjuntar a un registro. Adjúntelos o inténtelo mañana.",
  uploadsBusy: "Se están subiendo demasiados archivos ahora mismo. Inténtelo de nuevo en unos minutos.",
};

export const FILE_FUNCTIONS_ES: LocalizedMessage[] = [
  localizedPattern(
    /^File ([\s\S]+) is too large\. Maximum size is ([\d.]+)MB\.$/,
    (name, megabytes) => `El archivo ${name} es demasiado grande. El tamaño máximo es ${megabytes} MB.`,
  ),
  localized(
    fileNotSupported,
    (name) => `El archivo ${name} no es compatible. Solo se permiten archivos PDF, JPG y PNG.`,
  ),
  localized(tooManyFiles, (max) => `Se pueden subir como máximo ${max} archivos a la vez.`),
  localized(filesNotAttachable, (table) => `No se pueden adjuntar archivos a ${table}`),
].flat();
