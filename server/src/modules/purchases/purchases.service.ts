import type { Kysely } from "kysely";
import type { DB, Dialect } from "../../db/database.ts";
import type { Actor } from "../../plugins/auth.ts";
import { changeStatus } from "../transactions/status-change.service.ts";

interface Deps {
  db: Kysely<DB>;
  dialect: Dialect;
}

/** Approve a pending purchase (admin; accounting and store managers in their stores). */
export function approvePurchase(deps: Deps, actor: Actor, id: string, body?: unknown) {
  return changeStatus(deps, actor, "purchases", id, "approve", body);
}

/** Reject a pending purchase with a reason. */
export function rejectPurchase(deps: Deps, actor: Actor, id: string, body: unknown) {
  return changeStatus(deps, actor, "purchases", id, "reject", body);
}

/** Record the payment of an approved purchase (admin, accounting). */
export function markPurchasePaid(deps: Deps, actor: Actor, id: string, body?: unknown) {
  return changeStatus(deps, actor, "purchases", id, "pay", body);
}
