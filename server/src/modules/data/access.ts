import {
  type Access,
  accessFor,
  accountingCannotEdit,
  cannotDeleteStatus,
  cannotEditStatus,
  MSG,
  REVIEW_COLUMNS,
  type TableName,
  type Verb,
} from "@storeops/domain";
import type { Row } from "../../db/database.ts";
import { forbidden } from "../../errors.ts";
import type { Actor } from "../../plugins/auth.ts";

const DAY_MS = 24 * 3600_000;

/** The refusal for a verb a role does not have, with the spec's words where it has them. */
export function deniedError(actor: Actor, table: TableName, verb: Verb) {
  const role = actor.user.role;
  if (role === "ceo" && verb !== "read") return forbidden(MSG.ceoReadOnly);
  if (role === "accounting" && (table === "purchases" || table === "expenses") && verb !== "read") {
    if (verb !== "delete") return forbidden(accountingCannotEdit(table));
    return forbidden(table === "purchases" ? MSG.accountingCannotDeletePurchases : MSG.accountingCannotDeleteExpenses);
  }
  return forbidden(`You do not have permission to ${verb} ${table.replaceAll("_", " ")}.`);
}

export function requireAccess(actor: Actor, table: TableName, verb: Verb): Access {
  const access = accessFor(actor.user.role, table, verb);
  if (!access) throw deniedError(actor, table, verb);
  return access;
}

function ownRow(actor: Actor, row: Row): boolean {
  return row.created_by === actor.user.id;
}

function olderThanDay(row: Row, now: number): boolean {
  return now - Date.parse(String(row.created_at)) > DAY_MS;
}

/** Row-level rules of an update or delete, after the row is known to be readable. */
export function assertRowWritable(
  actor: Actor,
  table: TableName,
  access: Access,
  verb: "update" | "delete",
  row: Row,
  changedColumns: readonly string[],
  now = Date.now(),
): void {
  switch (access) {
    case "all":
    case "stores":
    case "self":
      return;
    case "own":
      if (!ownRow(actor, row)) throw forbidden("You can only change records you created.");
      return;
    case "review": {
      const allowed = REVIEW_COLUMNS as readonly string[];
      if (changedColumns.some((column) => !allowed.includes(column))) throw forbidden(MSG.accountingColumns);
      return;
    }
    case "own_pending": {
      if (!ownRow(actor, row)) throw forbidden("You can only change records you created.");
      if (row.status !== "pending") {
        const status = String(row.status);
        throw forbidden(verb === "update" ? cannotEditStatus(table as "purchases", status) : cannotDeleteStatus(table as "purchases", status));
      }
      if (changedColumns.some((column) => column === "status" || column === "rejection_reason")) {
        throw forbidden("Only reviewers can approve or reject records.");
      }
      return;
    }
    case "own_within_24h":
    case "within_24h":
      if (access === "own_within_24h" && !ownRow(actor, row)) throw forbidden("You can only change records you created.");
      if (olderThanDay(row, now)) throw forbidden(verb === "update" ? MSG.dailyIncomeEditTooOld : MSG.dailyIncomeDeleteTooOld);
      return;
    case "clock": {
      if (row.clock_out_time !== null) throw forbidden("This time entry is already closed.");
      const allowed = ["clock_out_time", "notes", "break_hours", "status"];
      if (changedColumns.some((column) => !allowed.includes(column))) throw forbidden("You can only clock out of your own entry.");
      return;
    }
  }
}
