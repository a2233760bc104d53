import {
  DEFAULT_REPORT_RANGE_DAYS,
  labourPercent,
  MSG,
  margin,
  netProfit,
  reportId,
  type StoreScope,
  type TFinancialReport,
  TREND_PAGE_SIZE,
  type TReportQuery,
  type TReportTrendRow,
  type TrendFilter,
  type TrendSums,
  type TTrendView,
  toDollars,
  trendOverview,
  trendPage,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { addFigures } from "../../aggregates/add-figures.ts";
import { dataVersion, scopeKey, versionedCache } from "../../db/data-version.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import { notFound } from "../../errors.ts";
import { labourByStore } from "./labour.ts";
import { incomeDays, reportStores, storeById, transactionDays } from "./reports.repository.ts";

const DAY_MS = 86_400_000;
const twoDecimals = (value: number) => Math.round(value * 100) / 100;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The last 30 days up to `today`: from = today − 30 days (720 hours, spec 2 §9). */
export function defaultPeriod(today: string) {
  return {
    from: new Date((dayNumber(today) - DEFAULT_REPORT_RANGE_DAYS) * DAY_MS).toISOString().slice(0, 10),
    to: today,
  };
}

interface DayFigures {
  date: string;
  store_id: string;
  income: number;
  purchases: number;
  expenses: number;
  transactions: number;
}

/** A report, the figures it shows (kept or not) and the selected store's code (the export's file name). */
export interface BuiltReport {
  report: TFinancialReport;
  figures: ReportFigures;
  storeCode: string | null;
}

/** What the report covers: the caller's stores, or the one asked for (404 outside them). */
async function reportScope(db: Kysely<DB>, actor: Actor, storeId: string | undefined) {
  if (!storeId) {
    const label = actor.scope === "all" ? "All Stores" : MSG.allAssignedStores;
    return { scope: actor.scope, label, code: null, storeId: null };
  }
  const store =
    actor.scope === "all" || actor.scope.includes(storeId) ? await storeById(db, storeId) : undefined;
  if (!store) throw notFound();
  return { scope: [storeId] as StoreScope, label: String(store.name), code: String(store.code), storeId };
}

/** What a report shows that follows from the data alone: its summary and trend (and the trend's JSON). */
export interface ReportFigures {
  summary: TFinancialReport["summary"];
  trend: TReportTrendRow[];
  trendJson?: string;
  /** The trend's overviews by search and filter, made on first ask (a few kept per figures). */
  overviews?: Map<string, ReturnType<typeof trendOverview>>;
}

const KEPT_OVERVIEWS = 8;

/** The overview of a search and filter over the figures' trend, kept with them. */
function overviewOf(figures: ReportFigures, q: string, show: TrendFilter) {
  const key = `${show}|${q.toLowerCase()}`;
  figures.overviews ??= new Map();
  let overview = figures.overviews.get(key);
  if (!overview) {
    overview = trendOverview(figures.trend, q, show);
    if (figures.overviews.size >= KEPT_OVERVIEWS) figures.overviews.clear();
    figures.overviews.set(key, overview);
  }
  return overview;
}

const dollarSums = <T extends Partial<TrendSums>>(sums: T): T => {
  const result = { ...sums };
  for (const field of ["income", "purchases", "expenses", "net"] as const)
    if (result[field] !== undefined) result[field] = toDollars(result[field]);
  return result;
};

/** The page, totals and chart of the trend the screen asked for, or none when it asked for all rows. */
function trendView(
  figures: ReportFigures,
  query: TReportQuery,
): { rows: readonly TReportTrendRow[]; view: TTrendView } | null {
  const { trend_page, trend_limit, trend_q, trend_show } = query;
  if (
    trend_page === undefined &&
    trend_limit === undefined &&
    trend_q === undefined &&
    trend_show === undefined
  )
    return null;
  const overview = overviewOf(figures, trend_q ?? "", trend_show ?? "all");
  const page = trendPage(overview, { page: trend_page ?? 1, limit: trend_limit ?? TREND_PAGE_SIZE });
  return {
    rows: page.rows,
    view: {
      page: page.page,
      limit: page.limit,
      total: page.total,
      totals: dollarSums(page.totals),
      by_date: page.by_date,
    },
  };
}

/** A year of every store (~18k trend rows, some 7 MB with its JSON) is kept; longer periods are not. */
const KEPT_TREND_ROWS = 20_000;
const keptFigures = versionedCache<ReportFigures>(4, (figures) => figures.trend.length <= KEPT_TREND_ROWS);

/** The figures of a scope and period, kept while the data version stays (db/data-version.ts). */
async function figuresOf(
  db: Kysely<DB>,
  dialect: Dialect | undefined,
  scope: StoreScope,
  from: string,
  to: string,
): Promise<ReportFigures> {
  if (!dialect) return reportFigures(db, scope, from, to);
  const version = await dataVersion(db, dialect);
  const key = [scopeKey(scope), from, to].join("|");
  return keptFigures(version, key, () => reportFigures(db, scope, from, to));
}

/**
 * GET /api/reports/financial: the caller's figures over a period, from the aggregates. With the
 * dialect, the figures are kept between requests while nothing in the database changes (the
 * report's id, time, author and labels are the request's own).
 */
export async function buildReport(
  db: Kysely<DB>,
  actor: Actor,
  query: TReportQuery,
  dialect?: Dialect,
): Promise<BuiltReport> {
  requireAccess(actor, "reports", "read");
  const target = await reportScope(db, actor, query.store_id);
  const fallback = defaultPeriod(await storeToday(db, actor.currentStoreId));
  const from = query.from ?? (query.to && query.to < fallback.from ? query.to : fallback.from);
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const figures = await figuresOf(db, dialect, target.scope, from, to);
  const paged = trendView(figures, query);
  const now = new Date();
  return {
    storeCode: target.code,
    figures,
    report: {
      id: reportId(now),
      type: query.type,
      from,
      to,
      store_id: target.storeId,
      store_label: target.label,
      generated_at: now.toISOString(),
      generated_by: actor.user.name,
      summary: figures.summary,
      trend: paged ? [...paged.rows] : figures.trend,
      ...(paged ? { trend_view: paged.view } : {}),
    },
  };
}

/**
 * The report as JSON text: the trend's JSON is made once per kept figures (a year of every store is
 * 3.4 MB, 10-15 ms to write) and joined to the request's own head.
 */
export function reportJson(report: TFinancialReport, figures: ReportFigures): string {
  if (report.trend !== figures.trend) return JSON.stringify(report);
  figures.trendJson ??= JSON.stringify(figures.trend);
  const head = JSON.stringify({ ...report, trend: undefined });
  return `${head.slice(0, -1)},"trend":${figures.trendJson}}`;
}

/** The summary and trend of a scope over a period, from the aggregates. */
async function reportFigures(
  db: Kysely<DB>,
  scope: StoreScope,
  from: string,
  to: string,
): Promise<ReportFigures> {
  const period = { from, to };
  const [stores, income, transactions, labour] = await Promise.all([
    reportStores(db, scope),
    incomeDays(db, scope, from, to),
    transactionDays(db, scope, from, to),
    labourByStore(db, scope, period),
  ]);
  const names = new Map(stores.map((store) => [String(store.id), String(store.name)]));

  const days = new Map<string, DayFigures>();
  const day = (date: string, storeId: string) => {
    const key = `${date}|${storeId}`;
    let figures = days.get(key);
    if (!figures) {
      figures = { date, store_id: storeId, income: 0, purchases: 0, expenses: 0, transactions: 0 };
      days.set(key, figures);
    }
    return figures;
  };
  const incomeSums = { total: 0, cash: 0, card: 0, other: 0, records: 0 };
  const transactionSums = { purchases: 0, expenses: 0, purchase_count: 0, expense_count: 0 };
  for (const row of income) {
    const figures = day(row.day, row.store_id);
    figures.income += row.total;
    figures.transactions += row.records;
    addFigures(incomeSums, row);
  }
  for (const row of transactions) {
    const figures = day(row.day, row.store_id);
    figures.transactions += row.purchase_count + row.expense_count;
    figures.purchases += row.purchases;
    figures.expenses += row.expenses;
    addFigures(transactionSums, row);
  }
  let labourExact = 0;
  for (const amount of labour.values()) labourExact += amount;
  const labourCents = Math.round(labourExact);
  const net = netProfit(incomeSums.total, transactionSums.expenses, transactionSums.purchases);
  const calendarDays = dayNumber(to) - dayNumber(from) + 1;

  // By date, then store name: the names are ranked once (a year of all stores is ~18k rows, and
  // a localeCompare per comparison would cost more than reading them).
  const rank = new Map(
    [...names.keys()]
      .sort((a, b) => (names.get(a) ?? "").localeCompare(names.get(b) ?? "") || a.localeCompare(b))
      .map((id, index) => [id, index]),
  );
  const storeRank = (id: string) => rank.get(id) ?? rank.size;
  const trend: TReportTrendRow[] = [...days.values()]
    .sort((a, b) =>
      a.date < b.date
        ? -1
        : a.date > b.date
          ? 1
          : storeRank(a.store_id) - storeRank(b.store_id) ||
            (a.store_id < b.store_id ? -1 : a.store_id > b.store_id ? 1 : 0),
    )
    .map((row) => ({
      date: row.date,
      store_id: row.store_id,
      store: names.get(row.store_id) ?? "",
      income: toDollars(row.income),
      purchases: toDollars(row.purchases),
      expenses: toDollars(row.expenses),
      net: toDollars(netProfit(row.income, row.expenses, row.purchases)),
      transactions: row.transactions,
    }));

  return {
    summary: {
      total_income: toDollars(incomeSums.total),
      income_cash: toDollars(incomeSums.cash),
      income_card: toDollars(incomeSums.card),
      income_other: toDollars(incomeSums.other),
      total_purchases: toDollars(transactionSums.purchases),
      total_expenses: toDollars(transactionSums.expenses),
      net_profit: toDollars(net),
      margin: twoDecimals(margin(net, incomeSums.total)),
      labour_cost: toDollars(labourCents),
      labour_percent: labourPercent(labourCents, incomeSums.total),
      transaction_count: transactionSums.purchase_count + transactionSums.expense_count + incomeSums.records,
      purchase_count: transactionSums.purchase_count,
      expense_count: transactionSums.expense_count,
      income_record_count: incomeSums.records,
      average_daily_income: toDollars(Math.round(incomeSums.total / calendarDays)),
      average_daily_net: toDollars(Math.round(net / calendarDays)),
    },
    trend,
  };
}
