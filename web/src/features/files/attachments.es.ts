import type { Translation } from "@storeops/domain";
import type { attachmentsText } from "./attachments.i18n.ts";

/** The attachment picker and list in Spanish (attachments.i18n.ts). */
export const attachmentsTextEs: Translation<typeof attachmentsText> = {
  label: "Adjuntos",
  receipt: "Recibo",
  title: "Adjuntos",
  stored: "Archivos guardados",
  dropHere: "Arrastre archivos aquí o haga clic para elegirlos",
  limits: "PDF, JPG o PNG · hasta 10 MB cada uno · 10 archivos como máximo",
  chooseFiles: "Elegir archivos",
  takePhoto: "Tomar una foto",
  photoOrFile: "Tome una foto o elija un archivo",
  chooseFile: "Elegir un archivo",
  remove: "Quitar {{name}}",
  none: "Sin adjuntos",
  pdf: "Documento PDF",
  view: "Abrir {{name}}",
  download: "Descargar {{name}}",
};
