import { z } from "zod";
import { ROLES } from "../access/roles.ts";
import { ZFigurePeriodRange } from "../shared/figure-period-schemas.ts";
import { ZDashboardLists } from "./lists.ts";

export * from "./lists.ts";

const dollars = z.number().describe("US dollars, two decimals");
const count = z.number().int();

const percent = z.number().describe("percent, two decimals");

/** The money figures of a period (the dashboard's totals and each store's row). */
const periodMoney = {
  purchases: dollars.describe("purchases dated in the period, not rejected"),
  expenses: dollars.describe("expenses dated in the period, not rejected"),
  margin: percent.describe("net profit / income × 100"),
  labour_cost: dollars.describe("labour cost of the period (docs/decisions.md, Payroll)"),
  labour_percent: percent.describe("labour cost / income × 100"),
  profit_after_labour: dollars.describe("net profit − labour cost"),
  profit_after_labour_margin: percent.describe("profit after labour / income × 100"),
};

const ZStoreFigures = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  status: z.string(),
  industry_id: z.string().nullable(),
  industry: z.string().nullable(),
  revenue: dollars.describe("income dated in the period"),
  income_record_count: count.describe("daily income records in the period"),
  purchase_count: count.describe("purchases in the period that count (not rejected)"),
  expense_count: count.describe("expenses in the period that count (not rejected)"),
  profit: dollars.describe("net profit: revenue − purchases − expenses, over the period"),
  ...periodMoney,
  this_month_revenue: dollars.describe("income of this calendar month, from its 1st to today"),
  monthly_target: dollars,
  growth: z.number().describe("this_month_revenue as a percent of monthly_target, one decimal"),
});

/**
 * The role's dashboard (GET /api/dashboard), as the server answers it and the web reads it: its
 * figures and every list it shows, in one answer.
 */
export const ZDashboard = ZDashboardLists.extend({
  role: z.enum(ROLES),
  today: z.string().describe("YYYY-MM-DD in the current store's time zone, else UTC"),
  period: ZFigurePeriodRange.describe(
    "the period of every money figure: the `period` asked for, from `today`",
  ),
  scope: z.object({ store_count: count }),
  totals: z
    .object({
      income: dollars.describe("income dated in the period"),
      net_profit: dollars.describe("income − purchases − expenses"),
      ...periodMoney,
    })
    .describe("over the period and the caller's stores"),
  counts: z.object({
    stores: count,
    active_stores: count,
    staff: count.nullable(),
    industries: count,
    users: count.nullable(),
    purchases: count.describe("purchases that count (not rejected), all recorded, as the list counts them"),
    expenses: count.describe("expenses that count (not rejected), all recorded, as the list counts them"),
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
      revenue: dollars.describe("income of its stores in the period"),
      this_month_revenue: dollars,
      store_count: count,
    }),
  ),
});
export type TDashboard = z.infer<typeof ZDashboard>;
