import type { Translation } from "@storeops/domain";
import type { documentationText } from "./documentation.i18n.ts";

/** The documentation page in Spanish (documentation.i18n.ts). */
export const documentationTextEs: Translation<typeof documentationText> = {
  documentation: {
    title: "Documentación",
    subtitle: "Los manuales de StoreOps, escritos para esta versión del producto",
    version: "Versión",
    documents: "Documentos",
    apiReference: "Referencia de la API en vivo",
    apiReferenceHint: "OpenAPI, servida por este servidor",
    openApi: "Abrir /api/docs",
    clickToView: "Clic para ver",
    downloadTxt: "Descargar TXT",
    downloadAsTxt: "Descargar como TXT",
    back: "Volver al índice de la documentación",
    loadFailed: "No se pudo cargar la documentación",
    downloadFailed: "No se pudo descargar el documento",
  },
};
