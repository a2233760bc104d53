/**
 * A table's row as the API presents it, typed and validated from the table's own columns: the
 * one declaration of a row's shape that the server's route schemas and the web's types derive
 * from (`RowOf<"purchases">`, `rowSchema("purchases")`). Hidden columns never appear; a column
 * is nullable unless it is marked `notNull`. `allowed_actions` is added by the tables that carry it.
 */
import { z } from "zod";
import type { RecordAction } from "./access/permissions.ts";
import type { ColumnDef, ColumnKind } from "./shared/columns.ts";
import { TABLES, type TableName } from "./tables.ts";

/** What each column kind reads as in a presented row (money in dollars). */
interface KindValue {
  id: string;
  ref: string;
  text: string;
  enum: string;
  money: number;
  int: number;
  number: number;
  bool: boolean;
  json: unknown;
  date: string;
  time: string;
  instant: string;
}

type ColumnValue<C> = C extends { kind: infer K extends ColumnKind }
  ? C extends { notNull: true }
    ? KindValue[K]
    : KindValue[K] | null
  : never;

type Columns<N extends TableName> = (typeof TABLES)[N]["columns"];
type ShownKeys<N extends TableName> = {
  [K in keyof Columns<N>]: Columns<N>[K] extends { hidden: true } ? never : K;
}[keyof Columns<N>];

/** A presented row of the table; `allowed_actions` where the table carries it. */
export type RowOf<N extends TableName> = { [K in ShownKeys<N>]: ColumnValue<Columns<N>[K]> } & {
  allowed_actions?: RecordAction[];
};

const KIND_SCHEMAS: Record<ColumnKind, z.ZodType> = {
  id: z.string(),
  ref: z.string(),
  text: z.string(),
  enum: z.string(),
  money: z.number(),
  int: z.number().int(),
  number: z.number(),
  bool: z.boolean(),
  json: z.unknown(),
  date: z.string(),
  time: z.string(),
  instant: z.string(),
};

type RowShape<N extends TableName> = { [K in ShownKeys<N>]: z.ZodType<ColumnValue<Columns<N>[K]>> };

/** The zod schema of a presented row of the table (route response schemas pick from it). */
export function rowSchema<N extends TableName>(table: N): z.ZodObject<RowShape<N>> {
  const columns: Record<string, ColumnDef> = TABLES[table].columns;
  const shape = Object.fromEntries(
    Object.entries(columns)
      .filter(([, column]) => !column.hidden)
      .map(([name, column]) => {
        const value = KIND_SCHEMAS[column.kind];
        return [name, column.notNull ? value : value.nullable()];
      }),
  );
  return z.object(shape) as unknown as z.ZodObject<RowShape<N>>;
}
