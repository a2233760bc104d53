import {
  type Access,
  accessFor,
  accountingCannotEdit,
  cannotDeleteStatus,
  cannotEditStatus,
  MSG,
  REVIEW_COLUMNS,
  type RowRefusal,
  rowRefusal,
  type TableName,
  type Verb,
} from "@storeops/domain";
import { conflict, forbidden } from "../errors.ts";
import type { Actor } from "./actor.ts";

/** The refusal for a verb a role does not have, with the spec's words where it has them. */
export function deniedError(actor: Actor, table: TableName, verb: Verb) {
  const role = actor.user.role;
  if (role === "ceo" && verb !== "read") return forbidden(MSG.ceoReadOnly);
  if (role === "accounting" && (table === "purchases" || table === "expenses") && verb !== "read") {
    if (verb !== "delete") return forbidden(accountingCannotEdit(table));
    return forbidden(
      table === "purchases" ? MSG.accountingCannotDeletePurchases : MSG.accountingCannotDeleteExpenses,
    );
  }
  return forbidden(`You do not have permission to ${verb} ${table.replaceAll("_", " ")}.`);
}

export function requireAccess(actor: Actor, table: TableName, verb: Verb): Access {
  const access = accessFor(actor.user.role, table, verb);
  if (!access) throw deniedError(actor, table, verb);
  return access;
}

/** The caller as the domain's row rules see it. */
export function callerOf(actor: Actor) {
  return { role: actor.user.role, userId: actor.user.id };
}

function refusalError(refusal: RowRefusal, table: TableName, verb: "update" | "delete") {
  switch (refusal.reason) {
    case "not_own":
      return forbidden("You can only change records you created.");
    case "not_pending": {
      const transaction = table as "purchases" | "expenses";
      return forbidden(
        verb === "update"
          ? cannotEditStatus(transaction, refusal.status)
          : cannotDeleteStatus(transaction, refusal.status),
      );
    }
    case "edit_window_closed":
      return forbidden(verb === "update" ? MSG.dailyIncomeEditTooOld : MSG.dailyIncomeDeleteTooOld);
    case "entry_closed":
      // A state conflict, like clocking in twice, not a missing right.
      return conflict("This time entry is already closed.");
  }
}

const CLOCK_COLUMNS = ["clock_out_time", "notes", "break_hours", "status"];

/**
 * Row-level rules of an update or delete, after the row is known to be readable: the domain's
 * row rule (own, pending, 24 hours, open entry) — the same one allowed_actions uses — then the
 * columns the access level may change.
 */
export function assertRowWritable(
  actor: Actor,
  table: TableName,
  access: Access,
  verb: "update" | "delete",
  row: Record<string, unknown>,
  changedColumns: readonly string[],
  now = new Date(),
): void {
  const refusal = rowRefusal(access, callerOf(actor), row, now);
  if (refusal) throw refusalError(refusal, table, verb);
  if (access === "review") {
    const allowed = REVIEW_COLUMNS as readonly string[];
    if (changedColumns.some((column) => !allowed.includes(column))) throw forbidden(MSG.accountingColumns);
  }
  if (access === "own_pending" && changedColumns.some((c) => c === "status" || c === "rejection_reason")) {
    throw forbidden("Only reviewers can approve or reject records.");
  }
  if (access === "clock" && changedColumns.some((column) => !CLOCK_COLUMNS.includes(column))) {
    throw forbidden("You can only clock out of your own entry.");
  }
}
