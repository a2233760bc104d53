import { daysInMonth, MSG, type TMonthEndPack, type TMonthEndQuery } from "@storeops/domain";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { dataVersion, scopeKey, versionedCache } from "../../db/data-version.ts";
import { storeToday } from "../../db/store-time.ts";
import { notFound } from "../../errors.ts";
import type { RestDeps } from "../../rest/read.service.ts";
import { cashVarianceReport } from "../cash-ups/cash-variance.ts";
import { type MonthEndFigures, monthEndFigures } from "./month-end.figures.ts";
import { monthWeekLines } from "./month-end-weeks.ts";
import { storeById } from "./reports.repository.ts";

/** The month's days the pack covers: all of a past month; the current month up to today (as the dashboard's "this month"). */
function monthPeriod(month: string, today: string) {
  const last = `${month}-${String(daysInMonth(`${month}-01`)).padStart(2, "0")}`;
  const current = month === today.slice(0, 7);
  return { month, from: `${month}-01`, to: current ? today : last, wholeMonth: !current };
}

const keptFigures = versionedCache<MonthEndFigures & Pick<TMonthEndPack, "weeks">>(16);

/**
 * GET /api/reports/month-end (docs/decisions.md, Reports, Month-end pack): one store's month, or
 * all the caller's stores consolidated. Read by who reads reports (admin, ceo, accounting in its
 * stores); a store outside the caller's is 404. The figures are kept while the data version
 * stays; the cash-up variances come from the cash variance report, as the Cash-ups screen's.
 */
export async function buildMonthEnd(
  deps: RestDeps,
  actor: Actor,
  query: TMonthEndQuery,
): Promise<TMonthEndPack> {
  requireAccess(actor, "reports", "read");
  const { db } = deps;
  let label: string = actor.scope === "all" ? "All Stores" : MSG.allAssignedStores;
  if (query.store_id) {
    const store =
      actor.scope === "all" || actor.scope.includes(query.store_id)
        ? await storeById(db, query.store_id)
        : undefined;
    if (!store) throw notFound(MSG.storeNotFound);
    label = String(store.name);
  }
  const scope = query.store_id ? [query.store_id] : actor.scope;
  const now = new Date();
  const today = await storeToday(db, query.store_id ?? actor.currentStoreId, now);
  const period = monthPeriod(query.month ?? today.slice(0, 7), today);
  const key = [scopeKey(scope), period.month, period.to, now.toISOString().slice(0, 10), today].join("|");
  const [figures, variance] = await Promise.all([
    keptFigures(await dataVersion(db, deps.dialect), key, async () => {
      const [figures, weeks] = await Promise.all([
        monthEndFigures(db, scope, period, now),
        monthWeekLines(db, scope, period),
      ]);
      return { ...figures, weeks };
    }),
    cashVarianceReport(deps, actor, { store_id: query.store_id, from: period.from, to: period.to }),
  ]);
  const cents = (dollars: number) => Math.round(dollars * 100);
  const sum = (field: "total_variance" | "short" | "over") =>
    variance.rows.reduce((total, row) => total + cents(row[field]), 0) / 100;
  return {
    month: period.month,
    from: period.from,
    to: period.to,
    store_id: query.store_id ?? null,
    store_label: label,
    generated_at: now.toISOString(),
    generated_by: actor.user.name,
    ...figures,
    cash_ups: {
      counted: variance.rows.reduce((total, row) => total + row.cash_ups, 0),
      waiting: variance.rows.reduce((total, row) => total + row.waiting, 0),
      total_variance: sum("total_variance"),
      short: sum("short"),
      over: sum("over"),
      largest: Math.max(0, ...variance.rows.map((row) => row.largest)),
      by_store: variance.rows.map((row) => ({
        store_id: row.store_id,
        store_name: row.store_name,
        counted: row.cash_ups,
        waiting: row.waiting,
        total_variance: row.total_variance,
        short: row.short,
        over: row.over,
        largest: row.largest,
      })),
    },
  };
}
