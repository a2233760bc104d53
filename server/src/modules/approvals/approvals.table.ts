import {
  coversScope,
  MSG,
  mayTakeAction,
  type Role,
  storeScope,
  TABLES,
  type TApprovalStep,
} from "@storeops/domain";
import { sql } from "kysely";
import type { Row } from "../../db/database.ts";
import { badRequest, forbidden } from "../../errors.ts";
import { insertWithAudit, newRecord, simpleWrites, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { WriteContext } from "../../rest/write-context.ts";
import { storeNameColumn } from "../stores/store-columns.ts";
import { activeUsers } from "./approvals.repository.ts";

const field = (name: string, message: string) => badRequest(message, { fields: { [name]: [message] } });

/** A rule's store exists and every person its steps name is an active user. */
async function assertRule(ctx: WriteContext<"approval_rules">, rule: Row) {
  if (rule.store_id) {
    const store = await ctx.trx
      .selectFrom("stores")
      .select("id")
      .where("id", "=", String(rule.store_id))
      .executeTakeFirst();
    if (!store) throw field("store_id", MSG.approvalRuleStoreMissing);
  }
  const steps = JSON.parse(String(rule.steps ?? "[]")) as TApprovalStep[];
  const named = [...new Set(steps.flatMap((step) => step.user_ids ?? []))];
  if ((await activeUsers(ctx.trx, named)).size !== named.length)
    throw field("steps", MSG.approvalRuleUserMissing);
}

/** Approval rules (docs/decisions.md, Approvals): admins write; a record keeps the steps it was given. */
export const approvalRulesTable: TableModule<"approval_rules"> = {
  table: "approval_rules",
  definition: TABLES.approval_rules,
  computed: { store_name: storeNameColumn },
  describe: (row) => `approval rule ${row.name ?? row.id}`,
  writes: {
    ...simpleWrites(),
    async create(ctx, input) {
      const values = newRecord(ctx, input);
      await assertRule(ctx, values);
      return insertWithAudit(ctx, values);
    },
    async update(ctx, before, patch) {
      await assertRule(ctx, { ...before, ...patch });
      await updateWithAudit(ctx, before, patch);
    },
  },
};

/**
 * A delegation is the delegator's own (an admin may set anyone's), to another active user who
 * approves and reaches every store the delegator reaches.
 */
async function assertDelegation(ctx: WriteContext<"approval_delegations">, delegation: Row) {
  const { actor } = ctx;
  const delegatorId = String(delegation.delegator_id);
  if (actor.user.role !== "admin" && delegatorId !== actor.user.id) throw forbidden(MSG.delegationForOthers);
  const delegateId = String(delegation.delegate_id);
  if (delegateId === delegatorId) throw field("delegate_id", MSG.delegationToSelf);
  const people = await activeUsers(ctx.trx, [delegatorId, delegateId]);
  const delegator = people.get(delegatorId);
  const delegate = people.get(delegateId);
  if (!delegator) throw field("delegator_id", MSG.delegationUserMissing);
  if (!delegate) throw field("delegate_id", MSG.delegationUserMissing);
  const scope = (user: typeof delegate) =>
    storeScope({ ...user, role: user.role as Role, current_store_id: null });
  const approves = (role: string) =>
    mayTakeAction(role as Role, "purchases", "approve") || mayTakeAction(role as Role, "expenses", "approve");
  if (!approves(delegate.role) || !coversScope(scope(delegate), scope(delegator)))
    throw field("delegate_id", MSG.delegationNarrower);
}

/** Delegations: each approver their own, admins anyone's; read through the users' names. */
export const approvalDelegationsTable: TableModule<"approval_delegations"> = {
  table: "approval_delegations",
  definition: TABLES.approval_delegations,
  computed: {
    delegator_name: (t) => sql`(select u.name from users u where u.id = ${sql.ref(`${t}.delegator_id`)})`,
    delegate_name: (t) => sql`(select u.name from users u where u.id = ${sql.ref(`${t}.delegate_id`)})`,
  },
  describe: (row) => `delegation of approvals ${row.starts_on} to ${row.ends_on}`,
  writes: {
    ...simpleWrites(),
    async create(ctx, input) {
      const values = newRecord(ctx, input);
      values.delegator_id ??= ctx.actor.user.id;
      await assertDelegation(ctx, values);
      return insertWithAudit(ctx, values);
    },
    async update(ctx, before, patch) {
      await assertDelegation(ctx, { ...before, ...patch });
      await updateWithAudit(ctx, before, patch);
    },
  },
};
