import type { Nullable, WithDefault } from "./columns.ts";

/** Approval rules (migration 036; docs/decisions.md, Approvals): money in cents, steps as JSON text. */
export interface ApprovalRulesTable {
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  target_table: string;
  store_id: Nullable<string>;
  amount_from: Nullable<number>;
  amount_to: Nullable<number>;
  vendor: Nullable<string>;
  category: Nullable<string>;
  steps: string;
  priority: WithDefault<number>;
  active: WithDefault<number>;
  created_by: Nullable<string>;
}

/** A person's approvals held by another, from and to a day (inclusive). */
export interface ApprovalDelegationsTable {
  id: string;
  created_at: string;
  updated_at: string;
  delegator_id: string;
  delegate_id: string;
  starts_on: string;
  ends_on: string;
  notes: Nullable<string>;
  created_by: Nullable<string>;
}

/** One decision of one step of a purchase or expense. */
export interface RecordApprovalsTable {
  id: string;
  target_table: string;
  record_id: string;
  step_index: number;
  decision: string;
  counted_user_id: string;
  user_id: string;
  on_behalf_of: Nullable<string>;
  reason: Nullable<string>;
  decided_at: string;
}
