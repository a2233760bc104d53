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
} as const;

/** "Showing N records" under the daily income store filter. */
export function showingRecords(count: number): string {
  return `Showing ${count} records`;
}
