import { missingCheckFields, type TransactionTable, VALIDATION } from "@storeops/domain";
import type { Row } from "../../db/database.ts";
import { badRequest } from "../../errors.ts";
import type { OrdinaryUpdate, WriteContext } from "../../rest/table-module.ts";
import { statusActionInput, takeStatusAction, transitionRecord } from "./status-transition.ts";

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
  throw badRequest(Object.values(fields)[0]?.[0] ?? "Check details are required", { fields });
}

export function money(cents: unknown): string {
  return `$${(Number(cents) / 100).toFixed(2)}`;
}

/**
 * A PATCH of a purchase or expense: a status it names is the approve, reject or pay use case
 * (the same as the explicit routes); every other field is an ordinary update.
 */
export async function updateTransaction(
  ctx: WriteContext,
  before: Row,
  patch: Row,
  ordinary: OrdinaryUpdate,
): Promise<void> {
  const table = ctx.table as TransactionTable;
  const action = takeStatusAction(table, before, patch);
  if (!action) {
    if (Object.keys(patch).length > 0) await ordinary(before, patch);
    return;
  }
  const { notes, rejection_reason, ...rest } = patch;
  const input = statusActionInput(action, { notes, rejection_reason });
  if (Object.keys(rest).length > 0) await ordinary(before, rest);
  await transitionRecord(ctx.trx, ctx.actor, table, before, action, input);
}
