import type { Kysely } from "kysely";
import { sealAuditBacklog } from "../audit/seal.ts";
import type { DB, Row } from "../db/database.ts";
import { hashPassword } from "../modules/auth/password.ts";
import { approvalDelegationRows, approvalRuleRows } from "./approvals.ts";
import { auditRows } from "./audit.ts";
import { budgetRows } from "./budgets.ts";
import { careerRows } from "./careers.ts";
import { cashUpRows } from "./cash-ups.ts";
import { categoryRows } from "./categories.ts";
import { createContext } from "./context.ts";
import { expenseRows } from "./expenses.ts";
import { dailyIncomeRows } from "./income.ts";
import { insertRows } from "./insert.ts";
import { ACCOUNTS, type SeedRole } from "./names.ts";
import { industryRows, storeRows, userRows, vendorRows } from "./organization.ts";
import { timeEntryRows, withdrawalRows } from "./payroll.ts";
import { payrollRunRows } from "./payroll-runs.ts";
import { buildStaff } from "./people.ts";
import { purchaseRows } from "./purchases.ts";
import { reportRows } from "./reports.ts";
import { savedViewRows } from "./saved-views.ts";
import { shiftRows } from "./shifts.ts";
import { staffRows, wageRows } from "./staff-rows.ts";

/** The deterministic demo business of docs/decisions.md, Demo data. */
export const DEMO_PASSWORD = "Demo1234";

export interface DemoAccount {
  email: string;
  role: SeedRole;
  password: string;
  /** Assigned stores (accounting, staff) or managed stores (store_manager); empty for admin and ceo. */
  store_codes: string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = ACCOUNTS.filter((account) => account.demo).map(
  (account) => ({
    email: account.email,
    role: account.role,
    password: DEMO_PASSWORD,
    store_codes: [...account.stores],
  }),
);

/**
 * Every demo row, table by table in foreign-key order, all of it dated before `now` (the moment
 * of seeding). The same `now` gives the same rows; only `passwordHash` (salted) differs.
 */
export function buildDemoData(now: Date, passwordHash: string): [table: string, rows: Row[]][] {
  if (Number.isNaN(now.getTime())) throw new Error("Demo data needs a valid moment of seeding");
  const ctx = createContext(now);
  const staff = buildStaff(ctx);
  const industries = industryRows(ctx);
  const stores = storeRows(ctx);
  const vendors = vendorRows(ctx);
  const staffTable = staffRows(ctx, staff);
  const wages = wageRows(ctx, staff);
  const timeEntries = timeEntryRows(ctx, staff);
  const withdrawals = withdrawalRows(ctx, staff);
  const income = dailyIncomeRows(ctx);
  const purchases = purchaseRows(ctx);
  const expenses = expenseRows(ctx);
  const { careers, applications } = careerRows(ctx);
  const reports = reportRows(ctx);
  const audit = auditRows(ctx);
  return [
    ["users", userRows(ctx, passwordHash, audit.lastLogins)],
    ["industries", industries],
    ["categories", categoryRows(ctx)],
    ["stores", stores],
    ["vendors", vendors],
    ["staff", staffTable],
    ["employee_wages", wages],
    ["employee_time_entries", timeEntries],
    ["employee_withdrawals", withdrawals],
    ["daily_income", income],
    ["purchases", purchases],
    ["expenses", expenses],
    ["cash_ups", cashUpRows(ctx, income, purchases, expenses)],
    ["payroll_runs", payrollRunRows(ctx)],
    ["budgets", budgetRows(ctx)],
    ["approval_rules", approvalRuleRows(ctx)],
    ["approval_delegations", approvalDelegationRows(ctx)],
    ["careers", careers],
    ["career_applications", applications],
    ["reports", reports],
    ["saved_views", savedViewRows(ctx)],
    ["shifts", shiftRows(ctx, staff)],
    ["audit_logs", audit.rows],
  ];
}

/** Seeds an empty, migrated database with the demo business as of `now`, in one transaction. */
export async function seedDemoData(db: Kysely<DB>, options: { now: Date }): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD); // once: hashing is deliberately slow
  const tables = buildDemoData(options.now, passwordHash);
  await db.transaction().execute(async (trx) => {
    for (const [table, rows] of tables) await insertRows(trx, table, rows);
    await sealAuditBacklog(trx); // the seeded trail joins the audit hash chain
  });
}
