import {
  APPROVAL_WAITING_STATUS,
  type ApprovalTable,
  type TApprovalPathAnswer,
  unpackTokens,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { readCondition } from "../../access/store-scope.ts";
import type { DB } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { pathOf } from "./approval-path.ts";
import { decisionsOf, userNames } from "./approvals.repository.ts";

type Step = TApprovalPathAnswer["steps"][number];

/**
 * A record's approval path as its details show it (docs/decisions.md, Approvals): the rule it was
 * given, each step with who decided it when (and for whom), and who the current step waits for.
 * 404 outside the caller's stores.
 */
export async function approvalPath(
  db: Kysely<DB>,
  actor: Actor,
  table: ApprovalTable,
  id: string,
): Promise<TApprovalPathAnswer> {
  const scope = readCondition(actor, table, requireAccess(actor, table, "read"));
  const query = db.selectFrom(table).selectAll().where("id", "=", id);
  const row = await (scope ? query.where(scope) : query).executeTakeFirst();
  if (!row) throw notFound();
  const path = pathOf(row);
  const decisions = await decisionsOf(db, table, id);
  const pending = row.status === APPROVAL_WAITING_STATUS[table];
  const at = pending ? Number(row.approval_step ?? 0) : null;
  const waiting = pending ? unpackTokens(row.approval_waiting) : [];
  const named = [
    ...path.steps.flatMap((step) => step.user_ids ?? []),
    ...waiting.filter((token) => token.startsWith("user:")).map((token) => token.slice(5)),
  ];
  const names = await userNames(db, [...new Set(named)]);
  const person = (personId: string) => ({ id: personId, name: names.get(personId) ?? null });
  const rejectedAt = decisions.find((decision) => decision.decision === "reject")?.step_index;
  const steps: Step[] = path.steps.map((step, index) => {
    const mine = decisions.filter((decision) => decision.step_index === index);
    let state: Step["state"] = "later";
    if (rejectedAt !== undefined)
      state = index < rejectedAt ? "done" : index === rejectedAt ? "rejected" : "skipped";
    else if (at === null)
      state = row.status === "rejected" ? "skipped" : mine.length > 0 ? "done" : "skipped";
    else if (index < at) state = "done";
    else if (index === at) state = "current";
    return {
      index,
      mode: step.mode,
      role: step.role ?? null,
      users: (step.user_ids ?? []).map(person),
      state,
      waiting_for:
        state === "current"
          ? waiting.filter((token) => token.startsWith("user:")).map((token) => person(token.slice(5)))
          : [],
      decisions: mine.map((decision) => ({
        decision: decision.decision as "approve" | "reject",
        by: { id: decision.user_id, name: decision.user_name ?? null },
        on_behalf_of: decision.on_behalf_of
          ? { id: decision.on_behalf_of, name: decision.on_behalf_of_name ?? null }
          : null,
        at: decision.decided_at,
        reason: decision.reason,
      })),
    };
  });
  return {
    table,
    id,
    status: row.status,
    rule_id: path.rule_id,
    rule_name: path.rule_name,
    current_step: at,
    steps,
  };
}
