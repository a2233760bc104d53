import { z } from "zod";
import { RECORD_ACTIONS } from "../access/permissions.ts";
import { EXPENSE_STATUSES } from "../expenses/options.ts";
import { PURCHASE_STATUSES } from "../purchases/options.ts";

const dollars = z.number().describe("US dollars, two decimals");
const allowedActions = z
  .array(z.enum(RECORD_ACTIONS))
  .describe("what this caller may do to the record now, as on the purchases and expenses lists");

/** A purchase as the purchases list presents it (GET /api/rest/v1/purchases with these columns). */
export const ZDashboardPurchase = z.object({
  id: z.string(),
  store_id: z.string(),
  store_name: z.string().nullable(),
  purchase_date: z.string().describe("YYYY-MM-DD"),
  vendor: z.string().nullable(),
  amount: dollars,
  status: z.enum(PURCHASE_STATUSES),
  created_at: z.string(),
  allowed_actions: allowedActions,
});
export type TDashboardPurchase = z.infer<typeof ZDashboardPurchase>;

/** An expense as the expenses list presents it (GET /api/rest/v1/expenses with these columns). */
export const ZDashboardExpense = z.object({
  id: z.string(),
  store_id: z.string(),
  store_name: z.string().nullable(),
  expense_date: z.string().describe("YYYY-MM-DD"),
  description: z.string().nullable(),
  amount: dollars,
  status: z.enum(EXPENSE_STATUSES),
  created_at: z.string(),
  allowed_actions: allowedActions,
});
export type TDashboardExpense = z.infer<typeof ZDashboardExpense>;

/** One of the financial dashboard's recent transactions: a purchase or an expense row, named by `kind`. */
export const ZDashboardTransaction = z.discriminatedUnion("kind", [
  ZDashboardPurchase.extend({ kind: z.literal("purchase") }),
  ZDashboardExpense.extend({ kind: z.literal("expense") }),
]);
export type TDashboardTransaction = z.infer<typeof ZDashboardTransaction>;

/** An audit entry as the audit log presents it to the caller (Business Overview). */
export const ZDashboardAuditEntry = z.object({
  id: z.string(),
  action: z.string(),
  user_name: z.string().nullable(),
  description: z.string().nullable(),
  target_table: z.string().nullable(),
  created_at: z.string(),
});
export type TDashboardAuditEntry = z.infer<typeof ZDashboardAuditEntry>;

/** The staff member's current store as the stores list presents it (Store Information). */
export const ZDashboardStoreInformation = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  manager: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  monthly_target: dollars.nullable(),
  staff_count: z.number().int(),
  allowed_actions: allowedActions,
});

const list = <T extends z.ZodType>(row: T, description: string) =>
  z.array(row).nullable().describe(description);

/**
 * The lists of the role's dashboard, each the first rows its list screen would show the caller
 * (the list's order: business date, then created_at, then id, newest first), within the caller's
 * stores. A list the role's dashboard does not show is null.
 */
export const ZDashboardLists = z.object({
  latest_audit: list(ZDashboardAuditEntry, "the 5 latest audit entries, newest first (admin)"),
  latest_purchases: list(ZDashboardPurchase, "the 5 latest purchases (admin; staff: the current store)"),
  latest_expenses: list(ZDashboardExpense, "the 5 latest expenses (admin; staff: the current store)"),
  pending_purchases: list(
    ZDashboardPurchase,
    "the 5 newest pending purchases with their allowed_actions (accounting, store_manager)",
  ),
  pending_expenses: list(
    ZDashboardExpense,
    "the 5 newest pending expenses with their allowed_actions (accounting, store_manager)",
  ),
  recent_transactions: list(
    ZDashboardTransaction,
    "the 6 most recent purchases and expenses together, newest first (accounting, store_manager)",
  ),
  store_information: ZDashboardStoreInformation.nullable().describe(
    "the current store (staff); null for other roles or without a current store",
  ),
});
