import { allowedActions, type ColumnDef, hasAllowedActions, TABLES, type TableName } from "@storeops/domain";
import type { Actor } from "./actor.ts";
import { callerOf } from "./permissions.ts";

/** The record facts the domain's allowed-actions rule reads, where the table has them. */
const FACT_COLUMNS = [
  "id",
  "status",
  "created_by",
  "created_at",
  "clock_out_time",
  "role",
  "store_id",
  "counted_by",
  "approval_waiting",
  "approval_done",
] as const;

/** Stored columns a list must read to compute allowed_actions, whatever `select` asked for. */
export function factColumns(table: TableName): string[] {
  if (!hasAllowedActions(table)) return [];
  const columns: Record<string, unknown> = TABLES[table].columns;
  return FACT_COLUMNS.filter((column) => column in columns);
}

/** A presented record with the fact columns it hides (the approval step's) back from its stored row. */
export function withHiddenFacts(
  table: TableName,
  record: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const columns: Record<string, ColumnDef> = TABLES[table].columns;
  const hidden = factColumns(table).filter((column) => columns[column]?.hidden);
  if (hidden.length === 0 || !stored) return record;
  const facts = { ...record };
  for (const column of hidden) facts[column] = stored[column];
  return facts;
}

/**
 * The rule for one caller's records of a table, or undefined when the table carries no
 * `allowed_actions`: a list works out the caller once, not once a row.
 */
export function allowedActionsRule(
  table: TableName,
  actor: Actor,
): ((facts: Record<string, unknown>, now: Date) => string[]) | undefined {
  if (!hasAllowedActions(table)) return undefined;
  const caller = callerOf(actor);
  return (facts, now) => allowedActions(table, caller, facts, now);
}

/**
 * A presented record with `allowed_actions` added (docs/decisions.md, API contract: general rules) for the tables that carry it.
 * `facts` is the full record when the presented one leaves some fact columns out.
 */
export function withAllowedActions(
  table: TableName,
  actor: Actor,
  record: Record<string, unknown>,
  facts: Record<string, unknown> = record,
  now = new Date(),
): Record<string, unknown> {
  if (!hasAllowedActions(table)) return record;
  return { ...record, allowed_actions: allowedActions(table, callerOf(actor), facts, now) };
}
