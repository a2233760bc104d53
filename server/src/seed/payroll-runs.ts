import { shiftMonth } from "@storeops/domain";
import type { Row } from "../db/database.ts";
import type { SeedContext } from "./context.ts";
import { uuidFromKey } from "./random.ts";

/**
 * Each store's payroll run of the month before last, a draft waiting for approval (the demo's pay
 * periods are the default, monthly from the 1st). Its lines are worked out when it is opened;
 * approving it is left to the person trying the demo, since an approved run closes its month to
 * changes. Last month has no run yet: a store's run or every store's can be made for it.
 */
export function payrollRunRows(ctx: SeedContext): Row[] {
  const period = shiftMonth(ctx.lastDay, -2);
  const at = `${period.to}T18:00:00.000Z`;
  return ctx.stores.map((store) => ({
    id: uuidFromKey(`payroll-run:${store.def.code}:${period.from}`),
    created_at: at,
    updated_at: at,
    store_id: store.id,
    scope_key: store.id,
    period_start: period.from,
    period_end: period.to,
    status: "draft",
    created_by: ctx.admin.id,
  }));
}
