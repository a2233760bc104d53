/** Daily income messages of spec 2, word for word. */
export const DAILY_INCOME_MESSAGES = {
  dailyIncomeFilesFailed: "Record saved but files failed to save. Edit the record to add files.",
  recordNotFound: "Record not found",
  dailyIncomeEditTooOld:
    "Cannot edit records older than 24 hours. Only administrators can modify historical records.",
  dailyIncomeDeleteTooOld:
    "Cannot delete records older than 24 hours. Only administrators can modify historical records.",
  dailyIncomeSaved: "Daily income record saved successfully!",
  recordDeleted: "Record deleted successfully!",
  dailyIncomeDeleteConfirm: "Are you sure you want to delete this daily income record?",
  dailyIncomeEmpty: "No daily income records yet",
  loadingRecords: "Loading records...",
  noStoreAssigned: "No store assigned",
  // Ours (docs/decisions.md, Daily income): the spec has no words for these.
  /** A day's takings are recorded once the day has begun in the store's time zone. */
  incomeDateInFuture: "Date cannot be in the future.",
} as const;

/** Ours (docs/decisions.md, Daily income): a store records one daily income per day. */
export function incomeAlreadyRecorded(date: string): string {
  return `A daily income record for this store on ${date} already exists. Edit that record instead.`;
}

/** "Showing N records" under the daily income store filter. */
export function showingRecords(count: number): string {
  return `Showing ${count} records`;
}
