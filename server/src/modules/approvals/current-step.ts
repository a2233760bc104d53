import {
  ACTION_PERMISSIONS,
  APPROVAL_WAITING_STATUS,
  type ApprovalTable,
  unpackTokens,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB, Row } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import { deliveryOf, usersReachingStore } from "../notifications/deliver.ts";
import { notifyCashUpVariance, notifyStepWaiting } from "../notifications/events.ts";
import { authorsOf } from "./approval-path.ts";

/**
 * Who the current step of a waiting record waits for (docs/decisions.md, Approvals): its named
 * people, or the active users of its role who reach the record's store, and whoever holds one of
 * their approvals on the store's day; never its creator (a cash-up's counter) nor someone who
 * already took a step.
 */
export async function currentStepUsers(
  db: Kysely<DB>,
  table: ApprovalTable,
  row: Row & {
    store_id: string | null;
    approval_waiting: string | null;
    approval_done: string | null;
  },
): Promise<string[]> {
  if (!row.store_id) return [];
  const tokens = row.approval_waiting ? unpackTokens(row.approval_waiting) : ["approvers"];
  const people = new Set<string>();
  for (const token of tokens) {
    if (token.startsWith("user:")) people.add(token.slice(5));
    else {
      const roles = token === "approvers" ? ACTION_PERMISSIONS[table].approve : [token.slice(5) as "admin"];
      for (const id of await usersReachingStore(db, row.store_id, roles)) people.add(id);
    }
  }
  const today = await storeToday(db, row.store_id);
  if (people.size > 0) {
    const holders = await db
      .selectFrom("approval_delegations")
      .select("delegate_id")
      .where("delegator_id", "in", [...people])
      .where("starts_on", "<=", today)
      .where("ends_on", ">=", today)
      .execute();
    for (const holder of holders) people.add(holder.delegate_id);
  }
  const excluded = new Set([...authorsOf(table, row), ...unpackTokens(row.approval_done)]);
  return [...people].filter((id) => !excluded.has(id));
}

/**
 * "A step waiting for you" to the people of a waiting record's current step, once its change is
 * stored (`first`: a cash-up just submitted, whose first step hears of it as "a cash-up variance
 * to approve").
 */
export async function announceStep(
  db: Kysely<DB>,
  table: ApprovalTable,
  id: string,
  first = false,
): Promise<void> {
  try {
    const row = await db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
    if (row?.status !== APPROVAL_WAITING_STATUS[table]) return;
    const people = await currentStepUsers(db, table, row);
    if (first && table === "cash_ups") await notifyCashUpVariance(db, id, people);
    else await notifyStepWaiting(db, table, id, people);
  } catch (error) {
    // Like every notification: a failure is logged, the request answers as usual.
    deliveryOf(db)?.log.error({ err: error }, "notification failed");
  }
}
