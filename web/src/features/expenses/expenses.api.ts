import type { Attachment } from "../files/attachment-files.ts";

export interface Expense {
  id: string;
  store_id: string;
  store_name: string | null;
  description: string | null;
  category: string;
  amount: number;
  payment_type: string;
  check_no: string | null;
  check_due_date: string | null;
  expense_date: string;
  status: string;
  notes: string | null;
  rejection_reason: string | null;
  has_receipt: boolean;
  attachments: Attachment[] | string | null;
  approved_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** What this user may do to it now (the server decides). */
  allowed_actions?: string[];
}

type Figure = { amount: number; count: number };

export interface ExpenseSummary {
  today: Figure;
  pending: Figure;
  approved: Figure;
  total: Figure;
  scope: "store" | "stores" | "all";
  /** Statuses the cards leave out, when the server says so. */
  excludes?: string[];
}
