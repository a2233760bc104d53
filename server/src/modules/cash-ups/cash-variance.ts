import type { TCashVarianceQuery, TCashVarianceReport } from "@storeops/domain";
import { sql } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { scopedToStore } from "../../access/store-scope.ts";
import { storeToday } from "../../db/store-time.ts";
import type { RestDeps } from "../../rest/read.service.ts";

/** The first day of the month `months − 1` months before `today`: that many whole months to today. */
function monthsBefore(today: string, months: number): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const index = year * 12 + (month - 1) - (months - 1);
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

const dollars = (cents: unknown) => Number(cents ?? 0) / 100;

/**
 * Cash-up variance per store per month (docs/decisions.md, Cash-ups): the counts submitted or
 * approved in the period, over the caller's stores. One grouped read of at most a store-day a row.
 */
export async function cashVarianceReport(
  deps: RestDeps,
  actor: Actor,
  query: TCashVarianceQuery,
): Promise<TCashVarianceReport> {
  const access = requireAccess(actor, "cash_ups", "read");
  const scope = scopedToStore(actor, "cash_ups", access, query.store_id);
  const to = query.to ?? (await storeToday(deps.db, actor.currentStoreId));
  const from = query.from ?? monthsBefore(to, query.months ?? 12);
  const counted = sql<boolean>`cash_ups.status in ('submitted', 'approved')`;
  const variance = sql.ref("cash_ups.variance");
  // Grouped by store id and month first, the store's name joined to the few groups after: sorting
  // every count by a name took a third of the time at 1M (docs/performance-history.md).
  const months = deps.db
    .selectFrom("cash_ups")
    .select([
      "cash_ups.store_id as store_id",
      sql<string>`substr(cash_ups.business_date, 1, 7)`.as("month"),
      sql<number>`count(*)`.as("cash_ups"),
      sql<number>`sum(case when cash_ups.status = 'submitted' then 1 else 0 end)`.as("waiting"),
      sql<number>`coalesce(sum(${variance}), 0)`.as("total"),
      sql<number>`coalesce(sum(case when ${variance} < 0 then ${variance} else 0 end), 0)`.as("short"),
      sql<number>`coalesce(sum(case when ${variance} > 0 then ${variance} else 0 end), 0)`.as("over"),
      sql<number>`coalesce(max(abs(${variance})), 0)`.as("largest"),
    ])
    .where(scope)
    .where(counted)
    .where("cash_ups.business_date", ">=", from)
    .where("cash_ups.business_date", "<=", to)
    .groupBy(["cash_ups.store_id", sql`substr(cash_ups.business_date, 1, 7)`])
    .as("months");
  const rows = await deps.db
    .selectFrom(months)
    .innerJoin("stores", "stores.id", "months.store_id")
    .selectAll("months")
    .select("stores.name as store_name")
    .orderBy("stores.name")
    .orderBy("months.month")
    .execute();
  return {
    from,
    to,
    rows: rows.map((row) => ({
      store_id: row.store_id,
      store_name: row.store_name,
      month: row.month,
      cash_ups: Number(row.cash_ups),
      waiting: Number(row.waiting),
      total_variance: dollars(row.total),
      short: dollars(row.short),
      over: dollars(row.over),
      largest: dollars(row.largest),
    })),
  };
}
