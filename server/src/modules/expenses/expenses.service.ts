import type { Kysely } from "kysely";
import type { DB, Dialect } from "../../db/database.ts";
import type { Actor } from "../../plugins/auth.ts";
import { changeStatus } from "../transactions/status-change.service.ts";

interface Deps {
  db: Kysely<DB>;
  dialect: Dialect;
}

/** Approve a pending expense (admin; accounting and store managers in their stores). */
export function approveExpense(deps: Deps, actor: Actor, id: string, body?: unknown) {
  return changeStatus(deps, actor, "expenses", id, "approve", body);
}

/** Reject a pending expense with a reason. */
export function rejectExpense(deps: Deps, actor: Actor, id: string, body: unknown) {
  return changeStatus(deps, actor, "expenses", id, "reject", body);
}
