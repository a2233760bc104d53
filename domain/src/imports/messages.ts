/** Ours (docs/decisions.md, Imports): the words of imports; the spec has none for them. */
export const IMPORT_MESSAGES = {
  importTableUnknown:
    "Vendors, staff, stores, budgets, daily income and purchases can be imported; this list cannot.",
  importFileMissing: "Choose a CSV or XLSX file to import.",
  importFileType: "Only CSV and XLSX files can be imported.",
  importFileTooLarge: "The file is too large: import at most 20 MB at a time.",
  importTooManyRows: "The file has more than 100,000 rows: split it and import each part.",
  importTooManyColumns: "The file has more than 100 columns: leave out the columns you do not import.",
  importFileEmpty: "The file has no rows under its header row.",
  importNoHeader: "The file's first row must name its columns.",
  importFileUnreadable: "The file could not be read. Save it again as CSV (UTF-8) or XLSX and retry.",
  importMappingInvalid:
    "Map each column of the file to one field, or leave it out; a field takes one column only.",
  importFieldsMissing: "Map a column to every required field before importing.",
  importIndustryUnknown: "No industry has this name.",
  importUserUnknown: "No user has this email.",
  importRunning: "You already have an import running. Wait for it to finish, then import again.",
  importsBusy: "The server is busy with other imports. Please try again in a minute.",
  importRefusedGone: "This import refused no rows, or its refused rows file is no longer kept.",
} as const;

/** A row whose key (a store and day, a store and email…) an earlier row of the same file holds. */
export function importRepeatsRow(row: number): string {
  return `This row repeats row ${row} of the file.`;
}

/** A run that stopped before its end (the server stopped), with what it had stored by then. */
export function importStopped(imported: number): string {
  return `The import stopped before its end: ${imported} rows were imported.`;
}
