/** The pure filter kinds (URL keys, accepted values, conditions); filters.tsx adds their controls. */
import { z } from "zod";
import type { Condition, FilterSpec, Filters } from "./list-state.ts";

const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const AMOUNT = z.string().regex(/^\d+(\.\d{1,2})?$/);

function equals(key: string, column: string, schema: z.ZodType<string>): FilterSpec {
  return {
    params: { [key]: schema },
    conditions: (filters: Filters): Condition[] => {
      const value = filters[key];
      return value ? [["eq", column, value]] : [];
    },
  };
}

/** One of a closed list, compared for equality. */
export function oneOfSpec(key: string, column: string, values: readonly string[]): FilterSpec {
  return equals(
    key,
    column,
    z.string().refine((value) => values.includes(value)),
  );
}

/** A store id (the server scopes it: a store the user cannot read lists nothing). */
export function storeSpec(): FilterSpec {
  return equals("store", "store_id", z.string());
}

/** Any text the column contains (case-insensitive). */
export function containsSpec(key: string, column: string): FilterSpec {
  return {
    params: { [key]: z.string() },
    conditions: (filters) => (filters[key] ? [["ilike", column, `*${filters[key]}*`]] : []),
  };
}

function rangeSpec(keys: [string, string], column: string, schema: z.ZodType<string>): FilterSpec {
  const [low, high] = keys;
  return {
    params: { [low]: schema, [high]: schema },
    conditions: (filters) => {
      const conditions: Condition[] = [];
      if (filters[low]) conditions.push(["gte", column, filters[low]]);
      if (filters[high]) conditions.push(["lte", column, filters[high]]);
      return conditions;
    },
  };
}

/** min and max, in dollars with at most two decimals. */
export function amountRangeSpec(column = "amount"): FilterSpec {
  return rangeSpec(["min", "max"], column, AMOUNT);
}

/** from and to, business dates (YYYY-MM-DD). */
export function dateRangeSpec(column: string): FilterSpec {
  return rangeSpec(["from", "to"], column, DATE);
}
