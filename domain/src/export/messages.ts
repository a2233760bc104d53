/** Messages of the list exports; merged into MSG. */
export const EXPORT_MESSAGES = {
  exportFormatInvalid: "Export format must be csv, json, pdf or xlsx",
  exportsBusy: "The server is busy with other exports. Please try again in a minute.",
} as const;

/** "Exported N records" after an export. */
export function exportedRecords(count: number): string {
  return `Exported ${count} records`;
}

/** A user's next export while `limit` of theirs are being written or waiting. */
export function exportsInProgress(limit: number): string {
  return `You already have ${limit} exports in progress. Please wait for one to finish, then try again.`;
}
