import {
  APPROVAL_AUTHORS,
  APPROVAL_WAITING_STATUS,
  type ApprovalTable,
  type ApproverIdentity,
  mayTakeAction,
} from "@storeops/domain";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { delegatorsFor, loadDelegations } from "../../access/delegations.ts";
import type { DB } from "../../db/database.ts";

/** SQL of "this person neither created the record nor (a cash-up) counted it". */
function notAuthor(table: ApprovalTable, userId: string): RawBuilder<boolean> {
  return sql.join(
    APPROVAL_AUTHORS[table].map((column) => sql`coalesce(${sql.ref(column)}, '') <> ${userId}`),
    sql` and `,
  );
}

/** SQL of "the current step waits for this person and they may take it" (approvals/steps.ts in SQL). */
function waitsFor(table: ApprovalTable, who: ApproverIdentity): RawBuilder<boolean> {
  const waiting = sql.ref("approval_waiting");
  const reviewer = mayTakeAction(who.role, table, "approve");
  const byRole = reviewer
    ? sql`(${waiting} is null or ${waiting} like '% approvers %' or ${waiting} like ${`% role:${who.role} %`})`
    : sql`${waiting} like ${`% role:${who.role} %`}`;
  return sql<boolean>`((${byRole} or ${waiting} like ${`% user:${who.userId} %`})
    and ${notAuthor(table, who.userId)}
    and coalesce(approval_done, '') not like ${`% ${who.userId} %`})`;
}

/**
 * A store's waiting records (pending purchases and expenses, submitted cash-ups) whose current
 * step the caller may approve now, in person or for someone whose approvals they hold on the
 * store's day (the same rule as allowed_actions), counted to `cap + 1` at most through the
 * waiting records' partial index of the store (its status written out as a literal, so both
 * planners match the index's condition).
 */
export async function countWaitingFor(
  db: Kysely<DB>,
  actor: Actor,
  table: ApprovalTable,
  storeId: string,
  cap: number,
): Promise<number> {
  await loadDelegations(db, actor);
  const me = { userId: actor.user.id, role: actor.user.role };
  const others = delegatorsFor(actor)?.({ store_id: storeId }) ?? [];
  const anyOf = [me, ...others].map((who) => waitsFor(table, who));
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from (select 1 from ${sql.table(table)}
    where store_id = ${storeId} and status = ${sql.lit(APPROVAL_WAITING_STATUS[table])}
      and ${notAuthor(table, me.userId)}
      and coalesce(approval_done, '') not like ${`% ${me.userId} %`}
      and (${sql.join(anyOf, sql` or `)})
    limit ${cap + 1}) p`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
