import {
  type Access,
  accessFor,
  columnRefusal,
  deleteRefusal,
  deniedMessage,
  type Refusal,
  refusalOf,
  rowRefusal,
  type TableName,
  type Verb,
} from "@storeops/domain";
import { conflict, forbidden } from "../errors.ts";
import type { Actor } from "./actor.ts";
import { delegatorsFor } from "./delegations.ts";

/** The refusal for a verb a role does not have, with the spec's words where it has them. */
export function deniedError(actor: Actor, table: TableName, verb: Verb) {
  return forbidden(deniedMessage(actor.user.role, table, verb));
}

export function requireAccess(actor: Actor, table: TableName, verb: Verb): Access {
  const access = accessFor(actor.user.role, table, verb);
  if (!access) throw deniedError(actor, table, verb);
  return access;
}

/** The caller as the domain's row rules see it, with the approvals they hold for others (loadDelegations). */
export function callerOf(actor: Actor) {
  return { role: actor.user.role, userId: actor.user.id, delegatorsFor: delegatorsFor(actor) };
}

/** A domain refusal as the API answers it: a missing right is 403, a state conflict 409. */
function refusalError(refusal: Refusal) {
  return refusal.kind === "conflict" ? conflict(refusal.message) : forbidden(refusal.message);
}

/**
 * Row-level rules of an update or delete, after the row is known to be readable: the module's
 * row rule (own, pending, 24 hours, open entry) — the same one allowed_actions uses — then the
 * columns the access level may change, and the deletes the module refuses whoever asks.
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
  const caller = callerOf(actor);
  const refusal = rowRefusal(table, access, caller, row, now);
  if (refusal) throw refusalError(refusalOf(table, refusal, verb));
  const refused =
    verb === "update" ? columnRefusal(table, access, changedColumns) : deleteRefusal(table, caller, row);
  if (refused) throw refusalError(refused);
}
