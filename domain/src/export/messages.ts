/** "Exported N records" after an export. */
export function exportedRecords(count: number): string {
  return `Exported ${count} records`;
}
