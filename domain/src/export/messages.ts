/** Messages of the list exports; merged into MSG. */
export const EXPORT_MESSAGES = {
  exportFormatInvalid: "Export format must be csv, json, pdf or xlsx",
} as const;

/** "Exported N records" after an export. */
export function exportedRecords(count: number): string {
  return `Exported ${count} records`;
}
