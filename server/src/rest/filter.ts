export const OPERATORS = ["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "in", "is"] as const;
export type Operator = (typeof OPERATORS)[number];
type FilterValue = string | number | null | Array<string | number>;

/** One parsed filter of a read (`eq=status.pending`), in database terms. */
export interface Filter {
  column: string;
  op: Operator;
  value: FilterValue;
}
