/** Store Management's own answers: its cards and the store detail panel. */
import { z } from "zod";
import { ZFigurePeriodRange } from "../shared/figure-period-schemas.ts";
import { OVERVIEW_PERIODS } from "./rules.ts";

const dollars = z.number().describe("US dollars, two decimals");

/**
 * GET /api/stores/summary: Total Stores, Active Stores, Total Staff, and the revenue of the caller's
 * stores over `period`, in total and per store (the store cards), by the dashboard's reader.
 */
export const ZStoreSummary = z.object({
  total: z.number(),
  active: z.number(),
  staff: z.number(),
  period: ZFigurePeriodRange.describe("the period of the money figures, from the current store's today"),
  revenue: dollars.describe("income of the caller's stores dated in the period"),
  stores: z
    .array(
      z.object({
        id: z.string(),
        revenue: dollars.describe("income dated in the period"),
        purchases: dollars.describe("purchases dated in the period, not rejected"),
        expenses: dollars.describe("expenses dated in the period, not rejected"),
        net_profit: dollars.describe("revenue − purchases − expenses"),
      }),
    )
    .describe("each store of the caller's with records in the period; a store not listed has none"),
});
export type TStoreSummary = z.infer<typeof ZStoreSummary>;

const day = z.object({ date: z.string(), total: dollars }).nullable();

/**
 * GET /api/stores/{id}/overview: the store detail panel over a period (a figure period, as the
 * dashboard's, or a rolling one in the store's time zone); sums leave rejected records out.
 */
export const ZStoreOverview = z.object({
  store: z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    status: z.string(),
    industry: z.string().nullable().describe("the industry's name"),
    manager: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string().nullable(),
    timezone: z.string(),
  }),
  period: z.enum(OVERVIEW_PERIODS),
  from: z.string().describe("YYYY-MM-DD, the period's first day"),
  to: z.string().describe("YYYY-MM-DD, the period's last day"),
  revenue: dollars,
  income_record_count: z.number(),
  purchases: dollars,
  purchase_count: z.number(),
  expenses: dollars,
  expense_count: z.number(),
  net_profit: dollars,
  daily_income: z.object({
    records: z.number(),
    average: dollars,
    best: day.describe("the day with the highest total; null without records"),
    worst: day.describe("the day with the lowest total; null without records"),
  }),
  income_breakdown: z.object({ cash: dollars, card: dollars, other: dollars }),
  team: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      position: z.string(),
      status: z.string(),
      is_manager: z.boolean(),
    }),
  ),
  recent_activity: z
    .array(
      z.object({
        type: z.enum(["purchase", "expense", "daily_income"]),
        date: z.string(),
        description: z.string(),
        amount: dollars,
      }),
    )
    .describe("the 10 most recent"),
  audit: z
    .array(
      z.object({
        id: z.string(),
        action: z.string(),
        description: z.string().nullable(),
        user_name: z.string().nullable(),
        created_at: z.string(),
      }),
    )
    .describe("the 5 latest audit entries of the store"),
});
export type TStoreOverview = z.infer<typeof ZStoreOverview>;
