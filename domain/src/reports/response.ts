/**
 * GET /api/reports/financial (docs/decisions.md, Reports, pinned): its query and its answer, as the server
 * validates and answers them and the web reads them. Money in dollars, percents two decimals.
 */
import { z } from "zod";
import { REPORT_EXPORT_FORMATS } from "../export/formats.ts";
import { date, id, oneOf } from "../shared/fields.ts";
import { ALWAYS, refineDateOrder } from "../shared/schema-rules.ts";
import { VALIDATION } from "../shared/validation-messages.ts";
import { REPORT_MESSAGES } from "./messages.ts";
import { REPORT_TYPES } from "./options.ts";
import { TREND_FILTERS, TREND_PAGE_LIMIT_MAX } from "./trend.ts";

/** A report covers at most this many years (docs/decisions.md, Reports). */
export const REPORT_MAX_YEARS = 5;

/** True when `to` is more than REPORT_MAX_YEARS years after `from` (both YYYY-MM-DD). */
export function reportPeriodTooLong(from: string, to: string): boolean {
  const limit = `${String(Number(from.slice(0, 4)) + REPORT_MAX_YEARS).padStart(4, "0")}${from.slice(4)}`;
  return to > limit;
}

const fromBeforeTo = refineDateOrder("from", "to", VALIDATION.fromAfterTo);

function refinePeriod(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.from && value.to && reportPeriodTooLong(value.from, value.to))
    ctx.addIssue({ code: "custom", message: REPORT_MESSAGES.reportPeriodTooLong, path: ["to"] });
}

const queryFields = {
  type: oneOf("Report type", REPORT_TYPES).default("custom"),
  store_id: id().optional(),
  /** Both default on the server to the last 30 days up to today. */
  from: date("From date").optional(),
  to: date("To date").optional(),
};

/** A whole number from the query string, within bounds. */
const queryInt = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: VALIDATION.number(label) })
    .int(VALIDATION.between(label, min, max))
    .min(min, VALIDATION.between(label, min, max))
    .max(max, VALIDATION.between(label, min, max));

/**
 * What the Trend Analysis shows: with any of these the answer's `trend` is one page of the rows
 * that match, and `trend_view` has their count, totals and one point per date for the chart.
 */
const trendViewFields = {
  trend_page: queryInt("Trend page", 1, 1_000_000).optional(),
  trend_limit: queryInt("Trend rows per page", 1, TREND_PAGE_LIMIT_MAX).optional(),
  trend_q: z.string().trim().max(100).optional(),
  trend_show: oneOf("Trend filter", TREND_FILTERS).optional(),
};

/** The query of GET /api/reports/financial. */
export const ZReportQuery = z
  .object({ ...queryFields, ...trendViewFields })
  .superRefine(fromBeforeTo, ALWAYS)
  .superRefine(refinePeriod, ALWAYS);
export type TReportQuery = z.infer<typeof ZReportQuery>;

/** The query of GET /api/reports/financial/export. */
export const ZReportExportQuery = z
  .object({ ...queryFields, format: oneOf("Format", REPORT_EXPORT_FORMATS) })
  .superRefine(fromBeforeTo, ALWAYS)
  .superRefine(refinePeriod, ALWAYS);
export type TReportExportQuery = z.infer<typeof ZReportExportQuery>;

const dollars = z.number().describe("US dollars, two decimals");
const count = z.number().int();

/** What a figure of the report is: dollars, a percentage or a count (how its files write it). */
type ReportFigure = "money" | "percent" | "count" | "text";

/** The summary's figures, in the order its files list them, and what each one is. */
export const REPORT_SUMMARY_FIGURES = {
  total_income: "money",
  income_cash: "money",
  income_card: "money",
  income_other: "money",
  total_purchases: "money",
  total_expenses: "money",
  net_profit: "money",
  margin: "percent",
  labour_cost: "money",
  labour_percent: "percent",
  transaction_count: "count",
  purchase_count: "count",
  expense_count: "count",
  income_record_count: "count",
  average_daily_income: "money",
  average_daily_net: "money",
} as const satisfies Record<keyof z.infer<typeof ZReportSummary>, ReportFigure>;
export const REPORT_SUMMARY_FIELDS = Object.keys(
  REPORT_SUMMARY_FIGURES,
) as (keyof typeof REPORT_SUMMARY_FIGURES)[];

/** A trend row's fields, in the order its files list them, and what each one is. */
export const REPORT_TREND_FIGURES = {
  date: "text",
  store_id: "text",
  store: "text",
  income: "money",
  purchases: "money",
  expenses: "money",
  net: "money",
  transactions: "count",
} as const satisfies Record<keyof TReportTrendRow, ReportFigure>;
export const REPORT_TREND_FIELDS = Object.keys(REPORT_TREND_FIGURES) as (keyof typeof REPORT_TREND_FIGURES)[];

export const ZReportSummary = z.object({
  total_income: dollars,
  income_cash: dollars,
  income_card: dollars,
  income_other: dollars,
  total_purchases: dollars.describe("purchases that count (not rejected)"),
  total_expenses: dollars.describe("expenses that count (not rejected)"),
  net_profit: dollars,
  margin: z.number().describe("net / income × 100, two decimals, 0 without income"),
  labour_cost: dollars,
  labour_percent: z.number().describe("labour cost / income × 100, two decimals, 0 without income"),
  transaction_count: count.describe("purchases + expenses + income records"),
  purchase_count: count,
  expense_count: count,
  income_record_count: count,
  average_daily_income: dollars.describe("income ÷ calendar days from `from` to `to`"),
  average_daily_net: dollars,
});

export const ZReportTrendRow = z.object({
  date: z.string(),
  store_id: z.string(),
  store: z.string(),
  income: dollars,
  purchases: dollars,
  expenses: dollars,
  net: dollars,
  transactions: count,
});
export type TReportTrendRow = z.infer<typeof ZReportTrendRow>;

const ZTrendSums = z.object({
  income: dollars,
  purchases: dollars,
  expenses: dollars,
  net: dollars,
  transactions: count,
});

/** The screen's view of the trend (only with `trend_*` in the query). */
export const ZTrendView = z.object({
  page: count.describe("the page shown; a page past the last shows the last"),
  limit: count,
  total: count.describe("rows that match the search and filter"),
  totals: ZTrendSums.describe("sums of every matching row, not only this page"),
  by_date: z
    .array(ZTrendSums.omit({ transactions: true }).extend({ date: z.string() }))
    .describe("the matching rows summed per date, oldest first: the chart"),
});
export type TTrendView = z.infer<typeof ZTrendView>;

export const ZFinancialReport = z.object({
  id: z.string().describe("BSR-<millisecond timestamp>"),
  type: z.enum(REPORT_TYPES),
  from: z.string(),
  to: z.string(),
  store_id: z.string().nullable().describe("null: all of the caller's stores"),
  store_label: z.string(),
  generated_at: z.string(),
  generated_by: z.string(),
  summary: ZReportSummary,
  trend: z
    .array(ZReportTrendRow)
    .describe(
      "one row per store and date with figures, by date then store; with `trend_*` in the query, one page of the matching rows",
    ),
  trend_view: ZTrendView.optional(),
});
export type TFinancialReport = z.infer<typeof ZFinancialReport>;

/** `{type}-report-{store code or all}-{from}-{to}.{ext}` (docs/decisions.md, Reports). */
export function reportFileName(
  report: Pick<TFinancialReport, "type" | "from" | "to">,
  storeCode: string | null,
  format: string,
): string {
  return `${report.type}-report-${storeCode ?? "all"}-${report.from}-${report.to}.${format}`;
}
