import { z } from "zod";
import { ROLES } from "../access/roles.ts";

const dollars = z.number().describe("US dollars, two decimals");
const count = z.number().int();

const ZStoreFigures = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  status: z.string(),
  industry_id: z.string().nullable(),
  industry: z.string().nullable(),
  revenue: dollars.describe("income over all recorded history"),
  this_month_revenue: dollars.describe("income of this calendar month"),
  purchases: dollars,
  purchase_count: count.describe("purchases that count (not rejected)"),
  expenses: dollars,
  expense_count: count.describe("expenses that count (not rejected)"),
  income_record_count: count,
  profit: dollars,
  margin: z.number().describe("percent, one decimal"),
  monthly_target: dollars,
  growth: z.number().describe("this_month_revenue as a percent of monthly_target, one decimal"),
  labour_cost: dollars.describe("labour cost of this calendar month (PRODUCT.md §8 counting rules)"),
  labour_percent: z.number().describe("this month's labour cost / this month's revenue × 100, two decimals"),
});

/** The role's dashboard (GET /api/dashboard), as the server answers it and the web reads it. */
export const ZDashboard = z.object({
  role: z.enum(ROLES),
  today: z.string().describe("YYYY-MM-DD in the current store's time zone, else UTC"),
  scope: z.object({ store_count: count }),
  totals: z.object({ income: dollars, purchases: dollars, expenses: dollars, net_profit: dollars }),
  this_month: z.object({ income: dollars }),
  counts: z.object({
    stores: count,
    active_stores: count,
    staff: count.nullable(),
    industries: count,
    users: count.nullable(),
    purchases: count.describe("purchases that count (not rejected)"),
    expenses: count.describe("expenses that count (not rejected)"),
    pending_purchases: count,
    pending_expenses: count,
  }),
  stores: z.array(ZStoreFigures).describe("ordered by name"),
  store_performance: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        code: z.string(),
        this_month_revenue: dollars,
        monthly_target: dollars,
        growth: z.number().describe("percent of monthly_target reached this month"),
      }),
    )
    .describe("stores ranked by this month's revenue, highest first"),
  revenue_trend: z
    .array(z.object({ month: z.string().describe("YYYY-MM"), store_id: z.string(), revenue: dollars }))
    .describe("income per store and calendar month, the last 12 months up to this one (ceo and admin)"),
  industries: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      revenue: dollars,
      this_month_revenue: dollars,
      store_count: count,
    }),
  ),
});
export type TDashboard = z.infer<typeof ZDashboard>;
