import type { Row } from "../db/database.ts";
import type { SeedContext } from "./context.ts";
import { uuidFromKey } from "./random.ts";
import { instantAt } from "./time.ts";

/** Each line's budget as a share of the store's monthly revenue target (docs/decisions.md, Demo data). */
const SHARE_OF_REVENUE = { revenue: 1, purchases: 0.3, expenses: 0.12, labour: 0.22 } as const;

/**
 * This year's budgets of every store with a revenue target: revenue at the target, purchases,
 * expenses and labour as shares of it, entered by the admin on the business's first day.
 */
export function budgetRows(ctx: SeedContext): Row[] {
  const year = ctx.today.slice(0, 4);
  const at = instantAt(ctx.start, 9 * 60, "UTC");
  const rows: Row[] = [];
  for (const store of ctx.stores) {
    const target = store.def.monthlyTargetDollars * 100;
    if (target <= 0) continue;
    for (let month = 1; month <= 12; month += 1) {
      const key = `${year}-${String(month).padStart(2, "0")}`;
      for (const [line, share] of Object.entries(SHARE_OF_REVENUE)) {
        rows.push({
          id: uuidFromKey(`budget:${store.def.code}:${key}:${line}`),
          created_at: at,
          updated_at: at,
          store_id: store.id,
          month: key,
          line,
          amount: Math.round(target * share),
          created_by: ctx.admin.id,
        });
      }
    }
  }
  return rows;
}
