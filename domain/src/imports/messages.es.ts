/** Spanish of the imports' messages. */
import { type LocalizedMessage, localized, type Translation } from "../shared/translation.ts";
import { type IMPORT_MESSAGES, importRepeatsRow, importStopped } from "./messages.ts";

export const IMPORT_MESSAGES_ES: Translation<typeof IMPORT_MESSAGES> = {
  importTableUnknown:
    "Se pueden importar proveedores, personal, tiendas, presupuestos, ingresos diarios y compras; esta lista no.",
  importFileMissing: "Elija un archivo CSV o XLSX para importar.",
  importFileType: "Solo se pueden importar archivos CSV y XLSX.",
  importFileTooLarge: "El archivo es demasiado grande: importe como máximo 20 MB a la vez.",
  importTooManyRows: "El archivo tiene más de 100.000 filas: divídalo e importe cada parte.",
  importTooManyColumns: "El archivo tiene más de 100 columnas: quite las columnas que no importa.",
  importFileEmpty: "El archivo no tiene filas debajo de la fila de encabezados.",
  importNoHeader: "La primera fila del archivo debe nombrar sus columnas.",
  importFileUnreadable:
    "No se pudo leer el archivo. Guárdelo de nuevo como CSV (UTF-8) o XLSX y vuelva a intentarlo.",
  importMappingInvalid:
    "Asigne cada columna del archivo a un campo, o déjela fuera; un campo admite una sola columna.",
  importFieldsMissing: "Asigne una columna a cada campo obligatorio antes de importar.",
  importIndustryUnknown: "Ninguna industria tiene este nombre.",
  importUserUnknown: "Ningún usuario tiene este correo.",
  importRunning: "Ya tiene una importación en curso. Espere a que termine y vuelva a importar.",
  importsBusy: "El servidor está ocupado con otras importaciones. Inténtelo de nuevo en un minuto.",
  importRefusedGone: "Esta importación no rechazó filas, o su archivo de filas rechazadas ya no se conserva.",
};

export const IMPORT_FUNCTIONS_ES: LocalizedMessage[] = [
  localized(importRepeatsRow, (row) => `Esta fila repite la fila ${row} del archivo.`),
  localized(
    importStopped,
    (imported) => `La importación se detuvo antes de terminar: se importaron ${imported} filas.`,
  ),
].flat();
