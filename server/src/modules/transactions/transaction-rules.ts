import { missingCheckFields, type TransactionTable, VALIDATION } from "@storeops/domain";
import { sql } from "kysely";
import type { Row } from "../../db/database.ts";
import { badRequest } from "../../errors.ts";
import type { KeptTotals } from "../../rest/table-module.ts";
import type { Patch, Stored, WriteContext } from "../../rest/write-context.ts";
import { restartIfRematched } from "../approvals/approval-path.ts";
import { announceStep } from "../approvals/current-step.ts";
import { notifyRecordRejected } from "../notifications/events.ts";
import { statusActionInput, takeStatusAction, transitionRecord } from "./status-transition.ts";
import { findInScope } from "./transactions.repository.ts";

/** A PATCH that leaves a check payment without its number or due date is refused like a create. */
export function assertCheckFields(before: Row, patch: Row): void {
  const merged = { ...before, ...patch } as Parameters<typeof missingCheckFields>[0];
  const missing = missingCheckFields(merged);
  if (missing.length === 0) return;
  const fields = Object.fromEntries(
    missing.map((field) => [
      field,
      [field === "check_no" ? VALIDATION.checkNoRequired : VALIDATION.checkDueDateRequired],
    ]),
  );
  throw badRequest(Object.values(fields)[0]?.[0] ?? VALIDATION.checkNoRequired, { fields });
}

export function money(cents: unknown): string {
  return `$${(Number(cents) / 100).toFixed(2)}`;
}

/** The totals that count a list of purchases or expenses (transaction_day_totals and _store_totals). */
export function transactionTotals(kind: "purchase" | "expense", date: string): KeptTotals {
  return {
    date,
    days: { table: "transaction_day_totals", count: "count", where: sql<boolean>`kind = ${kind}` },
    stores: { table: "transaction_store_totals", count: "count", where: sql<boolean>`kind = ${kind}` },
    status: true,
  };
}

/** The ordinary edit of a purchase or expense: its rules, then the change with its audit entry. */
type Edit<T extends TransactionTable> = (
  ctx: WriteContext<T>,
  before: Stored<T>,
  patch: Patch<T>,
) => Promise<void>;

/**
 * A PATCH of a purchase or expense: a status it names is the approve, reject or pay use case
 * (the same as the explicit routes); every other field is the table's ordinary edit.
 */
export async function updateTransaction<T extends TransactionTable>(
  ctx: WriteContext<T>,
  before: Stored<T>,
  patch: Patch<T>,
  edit: Edit<T>,
): Promise<void> {
  const action = takeStatusAction(ctx.table, before, patch);
  const id = String((before as Row).id);
  if (!action) {
    if (Object.keys(patch).length > 0) await editAndRematch(ctx, before, patch, edit);
    return;
  }
  const { notes, rejection_reason, ...rest } = patch as Row;
  const input = statusActionInput(action, { notes, rejection_reason });
  if (Object.keys(rest).length > 0) await editAndRematch(ctx, before, rest as Patch<T>, edit);
  // The step is decided on the record as it now stands (an edit in the same PATCH may restart it).
  const current = (await findInScope(ctx.trx, ctx.table, id, undefined)) ?? (before as Row);
  await transitionRecord(ctx.trx, ctx.actor, ctx.table, current, action, input);
  if (action === "reject") ctx.afterCommit((db) => notifyRecordRejected(db, ctx.table, id));
  if (action === "approve") ctx.afterCommit((db) => announceStep(db, ctx.table, id));
}

/** The ordinary edit, then a pending record whose rule's facts changed starts its steps again. */
async function editAndRematch<T extends TransactionTable>(
  ctx: WriteContext<T>,
  before: Stored<T>,
  patch: Patch<T>,
  edit: Edit<T>,
): Promise<void> {
  await edit(ctx, before, patch);
  if (await restartIfRematched(ctx.trx, ctx.table, before as Row, patch as Row))
    ctx.afterCommit((db) => announceStep(db, ctx.table, String((before as Row).id)));
}
