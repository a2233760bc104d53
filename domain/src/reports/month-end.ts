/**
 * GET /api/reports/month-end (docs/decisions.md, Reports, Month-end pack): its query and answer,
 * as the server validates and answers them and the web reads them. Money in dollars, percents
 * with two decimals; every section covers the store (or all the caller's stores) and the month.
 */
import { z } from "zod";
import { BUDGET_MESSAGES } from "../budgets/messages.ts";
import { BUDGET_LINES } from "../budgets/options.ts";
import { budgetMonth } from "../budgets/schema.ts";
import { id } from "../shared/fields.ts";
import { ZPlanWeekLine } from "./adherence.ts";

export const ZMonthEndQuery = z.object({
  store_id: id().optional(),
  /** The store's (or the server's) current month when absent. */
  month: budgetMonth(BUDGET_MESSAGES.monthEndMonthInvalid).optional(),
});
export type TMonthEndQuery = z.infer<typeof ZMonthEndQuery>;

export const ZMonthEndExportQuery = ZMonthEndQuery.extend({ format: z.enum(["pdf", "json"]).default("pdf") });

const amountCount = z.object({ amount: z.number(), count: z.number() });

/** Cash-ups submitted or approved in the month and their variances, in dollars (the cash variance report's). */
const cashVariance = z.object({
  counted: z.number(),
  waiting: z.number().describe("of them, waiting for approval"),
  total_variance: z.number(),
  short: z.number(),
  over: z.number(),
  largest: z.number(),
});

const ZMonthEndStore = z.object({
  store_id: z.string(),
  name: z.string(),
  code: z.string(),
  income: z.number(),
  purchases: z.number(),
  expenses: z.number(),
  net_profit: z.number(),
  labour_cost: z.number(),
  labour_percent: z.number(),
  labour_target_percent: z
    .number()
    .nullable()
    .describe("the store's labour target, or null when it has none"),
  profit_after_labour: z.number(),
});

export const ZMonthEndPack = z.object({
  month: z.string().describe("YYYY-MM"),
  from: z.string().describe("the month's first day"),
  to: z.string().describe("the month's last day"),
  store_id: z.string().nullable().describe("null: all the caller's stores, consolidated"),
  store_label: z.string(),
  generated_at: z.string(),
  generated_by: z.string(),
  income: z.object({
    cash: z.number(),
    card: z.number(),
    other: z.number(),
    total: z.number(),
    records: z.number(),
  }),
  purchases: amountCount.extend({
    by_status: z.array(amountCount.extend({ status: z.string() })).describe("pending, approved, paid"),
    by_category: z
      .array(amountCount.extend({ category: z.string() }))
      .describe("counted purchases (not rejected) by category, largest first"),
  }),
  expenses: amountCount.extend({
    by_category: z.array(amountCount.extend({ category: z.string() })).describe("largest first"),
  }),
  labour: z.object({
    cost: z.number(),
    percent: z.number().describe("labour cost / income × 100"),
    target_percent: z.number().nullable().describe("the store's target (one store with a target), else null"),
    over_target: z.boolean().nullable(),
  }),
  profit: z.object({
    net_profit: z.number().describe("income − purchases − expenses (the specification's)"),
    margin: z.number(),
    profit_after_labour: z.number().describe("net profit − labour cost"),
    profit_after_labour_margin: z.number(),
  }),
  budget: z.array(
    z.object({
      line: z.enum(BUDGET_LINES),
      budget: z.number().nullable().describe("null when no store in scope has a budget for the line"),
      actual: z.number(),
      variance: z.number().nullable().describe("actual − budget"),
      variance_percent: z.number().nullable(),
    }),
  ),
  bills: z.object({
    unpaid: amountCount.describe("purchases of the month not paid yet: pending or approved"),
    pending: amountCount,
    approved: amountCount,
    overdue: amountCount.describe("approved, unpaid, due before the store's today"),
  }),
  cash_ups: cashVariance.extend({
    by_store: z.array(cashVariance.extend({ store_id: z.string(), store_name: z.string() })),
  }),
  top_vendors: z
    .array(amountCount.extend({ vendor: z.string() }))
    .describe("the 5 largest, counted purchases"),
  stores: z.array(ZMonthEndStore).describe("one row per store in scope, A to Z"),
  weeks: z
    .array(ZPlanWeekLine)
    .describe(
      "each week (Monday to Sunday) overlapping the period: published shifts against time entries, whole weeks, the stores in scope",
    ),
});
export type TMonthEndPack = z.infer<typeof ZMonthEndPack>;
