/** "Error loading records: {message or Unknown error}". */
export function errorLoadingRecords(message?: string): string {
  return `Error loading records: ${message || "Unknown error"}`;
}

/** "Error saving record: {message}". */
export function errorSavingRecord(message: string): string {
  return `Error saving record: ${message}`;
}

/** "Error deleting record: {message}". */
export function errorDeletingRecord(message: string): string {
  return `Error deleting record: ${message}`;
}

/** The time and payroll alerts "followed by the message" ("Error clocking in: …"). */
export function withReason(base: string, message: string): string {
  return `${base}: ${message}`;
}
