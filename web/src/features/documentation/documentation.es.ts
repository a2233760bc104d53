import type { Translation } from "@storeops/domain";
import type { documentationText } from "./documentation.i18n.ts";

/** The documentation page in Spanish (documentation.i18n.ts). */
export const documentationTextEs: Translation<typeof documentationText> = {
  documentation: {
    title: "Documentación",
    subtitle: "Guías paso a paso para su trabajo diario, con imágenes de las pantallas",
    guides: "Guías",
    guidesHint: "Una guía por cada tarea que hace en StoreOps. El ? de cada pantalla abre su guía.",
    developer: "Documentos para desarrolladores",
    developerHint: "Para administradores: la API, la base de datos, la instalación y las reglas de permisos.",
    help: "Ayuda: {{title}}",
    helpIndex: "Ayuda: guías",
    version: "Versión",
    documents: "Documentos",
    apiReference: "Referencia de la API en vivo",
    apiReferenceHint: "OpenAPI, servida por este servidor",
    openApi: "Abrir /api/docs",
    downloadTxt: "Descargar TXT",
    downloadAsTxt: "Descargar como TXT",
    back: "Volver al índice de la documentación",
    loadFailed: "No se pudo cargar la documentación",
    downloadFailed: "No se pudo descargar el documento",
  },
};
