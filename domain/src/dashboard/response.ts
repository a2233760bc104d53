import { z } from "zod";
import { ROLES } from "../access/roles.ts";
import { ZDashboardLists } from "./lists.ts";

export * from "./lists.ts";

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
  this_month_revenue: dollars.describe("income of this calendar month, from its 1st to today"),
  purchases: dollars.describe("all recorded history, not rejected"),
  purchase_count: count.describe("purchases that count (not rejected)"),
  expenses: dollars.describe("all recorded history, not rejected"),
  expense_count: count.describe("expenses that count (not rejected)"),
  income_record_count: count,
  profit: dollars.describe("revenue − purchases − expenses, all recorded history"),
  margin: z.number().describe("profit / revenue × 100, all recorded history; percent, one decimal"),
  this_month_purchases: dollars.describe("purchases dated this calendar month, not rejected"),
  this_month_expenses: dollars.describe("expenses dated this calendar month, not rejected"),
  this_month_profit: dollars.describe("this month's revenue − purchases − expenses"),
  this_month_margin: z.number().describe("this month's profit / revenue × 100; percent, one decimal"),
  monthly_target: dollars,
  growth: z.number().describe("this_month_revenue as a percent of monthly_target, one decimal"),
  labour_cost: dollars.describe(
    "labour cost of this calendar month (docs/decisions.md, Dashboard counting rules)",
  ),
  labour_percent: z.number().describe("this month's labour cost / this month's revenue × 100, two decimals"),
});

/**
 * The role's dashboard (GET /api/dashboard), as the server answers it and the web reads it: its
 * figures and every list it shows, in one answer.
 */
export const ZDashboard = ZDashboardLists.extend({
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
    .object({
      months: z.array(z.string()).describe("YYYY-MM: the 12 calendar months up to this one, oldest first"),
      stores: z
        .array(
          z.object({
            store_id: z.string(),
            revenue: z.array(dollars).describe("income of each month of `months`, in its order"),
          }),
        )
        .describe("the stores with income in those months, in the order of `stores`"),
    })
    .nullable()
    .describe("income per store and calendar month (ceo); null for other roles"),
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
