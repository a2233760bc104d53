import type { Translation } from "@storeops/domain";
import type { documentsText } from "./documents.i18n.ts";

/** Reading a receipt in Spanish (documents.i18n.ts). */
export const documentsTextEs: Translation<typeof documentsText> = {
  reading: "Leyendo el recibo…",
  read: "Leído del recibo: compruébelo",
  readHint:
    "Estos campos se llenaron con el archivo adjunto. Compruebe cada uno y corríjalo antes de guardar.",
  sure: "claro",
  unsure: "revíselo con cuidado",
  failed: "No se pudo leer el recibo",
  fields: {
    vendor: "Proveedor",
    date: "Fecha",
    total: "Importe",
    tax: "Impuesto",
    invoice_no: "Número de factura",
    payment_type: "Tipo de pago",
  },
};
