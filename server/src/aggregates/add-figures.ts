/** Adds to each running total the row's figure of the same name (the row may carry more). */
export function addFigures<K extends string>(
  totals: Record<K, number>,
  row: NoInfer<Record<K, number>>,
): void {
  for (const key in totals) totals[key] += row[key];
}
