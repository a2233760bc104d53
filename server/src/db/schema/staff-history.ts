import type { Nullable } from "./columns.ts";

/** One leave period of a staff member (migration 010). */
export interface StaffLeavesTable {
  id: string;
  created_at: string;
  updated_at: string;
  staff_id: string;
  leave_type: string;
  start_date: string;
  end_date: string;
  reason: Nullable<string>;
  approved_by: Nullable<string>;
  returned_at: Nullable<string>;
}

/** One performance review of a staff member (migration 010). */
export interface StaffReviewsTable {
  id: string;
  created_at: string;
  updated_at: string;
  staff_id: string;
  performance: string;
  note: Nullable<string>;
  reviewer_id: Nullable<string>;
  reviewer_name: Nullable<string>;
}
