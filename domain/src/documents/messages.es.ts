/** Spanish of the documents messages. */
import type { Translation } from "../shared/translation.ts";
import type { DOCUMENT_MESSAGES } from "./messages.ts";

export const DOCUMENT_MESSAGES_ES: Translation<typeof DOCUMENT_MESSAGES> = {
  documentNotReadable:
    "No se pudo leer este archivo. Compruebe que sea una foto nítida o un PDF de un recibo o factura, o escriba los datos.",
  documentTooLarge:
    "Esta imagen es demasiado grande para leerla. Tome la foto con menos resolución, o escriba los datos.",
  documentNothingFound: "No se pudo leer nada de este archivo. Escriba los datos usted mismo.",
  documentReadTimeout:
    "La lectura de este archivo tardó demasiado. Escriba los datos, o pruebe con una foto más nítida.",
  documentReadersBusy:
    "Se están leyendo demasiados recibos ahora mismo. Inténtelo de nuevo en un minuto, o escriba los datos.",
  documentReadNotAllowed: "No puede crear estos registros, así que no puede leer recibos para ellos.",
};
