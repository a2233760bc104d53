/**
 * `table.column` for each column, in order: one table's part of a joined query's select list, typed
 * for Kysely (each selected value keeps the column's name).
 */
export function qualified<T extends string, C extends string>(
  table: T,
  columns: readonly C[],
): `${T}.${C}`[] {
  return columns.map((column) => `${table}.${column}` as const);
}
