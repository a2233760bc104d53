export interface Transaction {
  id: string;
  kind: "purchase" | "expense";
  date: string;
  created_at: string;
  label: string | null;
  store_name: string | null;
  amount: number;
  status: string | null;
}

/** Both lists merged newest first (business date, then creation), the first `limit`. */
export function mergeByDate(
  a: readonly Transaction[],
  b: readonly Transaction[],
  limit: number,
): Transaction[] {
  return [...a, ...b]
    .sort((x, y) => y.date.localeCompare(x.date) || y.created_at.localeCompare(x.created_at))
    .slice(0, limit);
}
