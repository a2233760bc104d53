import {
  mayTakeStatusAction,
  type RecordAction,
  type StatusAction,
  type TransactionTable,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { readCondition } from "../../access/store-scope.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { presentRecords } from "../../rest/read.service.ts";
import { announceStep } from "../approvals/current-step.ts";
import { notifyRecordRejected } from "../notifications/events.ts";
import { actionDenied, statusActionInput, transitionRecord } from "./status-transition.ts";
import { findInScope } from "./transactions.repository.ts";

/** A purchase or expense as the API shows it (the presenter adds id, status and allowed_actions). */
export type PresentedTransaction = Record<string, unknown> & {
  id: string;
  status: string;
  allowed_actions: RecordAction[];
};

export interface TransactionDeps {
  db: Kysely<DB>;
  dialect: Dialect;
}

/** The named use case behind POST /{table}/{id}/{action}: 404 outside the caller's stores. */
export async function changeStatus(
  deps: TransactionDeps,
  actor: Actor,
  table: TransactionTable,
  id: string,
  action: StatusAction,
  body: unknown,
) {
  const access = requireAccess(actor, table, "read");
  const before = await findInScope(deps.db, table, id, readCondition(actor, table, access));
  if (!before) throw notFound();
  if (!mayTakeStatusAction(actor.user.role, table, action)) throw actionDenied(actor, table, action);
  const input = statusActionInput(action, body);
  await deps.db.transaction().execute((trx) => transitionRecord(trx, actor, table, before, action, input));
  // "Your record rejected" (docs/decisions.md, Notifications): its creator, once the change is stored.
  if (action === "reject") await notifyRecordRejected(deps.db, table, id);
  // An approval that leaves steps to go: "a step waiting for you" to the next step's people.
  if (action === "approve") await announceStep(deps.db, table, id);
  const [record] = await presentRecords(deps, actor, table, [id]);
  if (!record) throw notFound();
  return record as PresentedTransaction;
}

/** One named use case (approvePurchase, rejectExpense…): a status action bound to its table. */
export function statusUseCase(table: TransactionTable, action: StatusAction) {
  return (deps: TransactionDeps, actor: Actor, id: string, body?: unknown) =>
    changeStatus(deps, actor, table, id, action, body);
}
