import type { Row } from "../db/database.ts";
import type { SeedContext } from "./context.ts";
import { uuidFromKey } from "./random.ts";
import { addDays, instantAt } from "./time.ts";

/**
 * The demo's approval rules and a delegation (docs/decisions.md, Approvals; Demo data): purchases
 * of $25,000 or more wait for the store's manager, then accounting (none of the demo's own
 * purchases is that large, so its history reads as before); the demo manager held the admin's
 * approvals for a week of the first month (long over).
 */
export function approvalRuleRows(ctx: SeedContext): Row[] {
  const at = instantAt(ctx.setupDate, 9 * 60, "UTC");
  return [
    {
      id: uuidFromKey("approval-rule:large-purchases"),
      created_at: at,
      updated_at: at,
      name: "Large purchases: manager, then accounting",
      target_table: "purchases",
      store_id: null,
      amount_from: 2_500_000,
      amount_to: null,
      vendor: null,
      category: null,
      steps: JSON.stringify([
        { mode: "any", role: "store_manager", user_ids: null },
        { mode: "any", role: "accounting", user_ids: null },
      ]),
      priority: 10,
      active: 1,
      created_by: ctx.admin.id,
    },
  ];
}

export function approvalDelegationRows(ctx: SeedContext): Row[] {
  const manager = ctx.users.find((user) => user.def.role === "store_manager" && user.def.demo);
  if (!manager) return [];
  const at = instantAt(ctx.setupDate, 10 * 60, "UTC");
  return [
    {
      id: uuidFromKey("approval-delegation:manager-covers"),
      created_at: at,
      updated_at: at,
      delegator_id: manager.id,
      delegate_id: ctx.admin.id,
      starts_on: addDays(ctx.setupDate, 7),
      ends_on: addDays(ctx.setupDate, 13),
      notes: "Away on training",
      created_by: manager.id,
    },
  ];
}
