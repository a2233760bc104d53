/** Spanish of the export messages. */
import { type LocalizedMessage, localized, type Translation } from "../shared/translation.ts";
import { type EXPORT_MESSAGES, exportedRecords, exportsInProgress } from "./messages.ts";

export const EXPORT_MESSAGES_ES: Translation<typeof EXPORT_MESSAGES> = {
  exportFormatInvalid: "El formato de exportación debe ser csv, json, pdf o xlsx",
  exportsBusy: "El servidor está ocupado con otras exportaciones. Inténtelo de nuevo en un minuto.",
};

export const EXPORT_FUNCTIONS_ES: LocalizedMessage[] = [
  localized(exportedRecords, (count) => `Se exportaron ${count} registros`),
  localized(
    exportsInProgress,
    (limit) => `Ya tiene ${limit} exportaciones en curso. Espere a que termine una y vuelva a intentarlo.`,
  ),
].flat();
