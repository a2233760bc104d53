import type { Row } from "../db/database.ts";
import type { SeedContext } from "./context.ts";
import { uuidFromKey } from "./random.ts";
import { addDays, instantAt } from "./time.ts";

/** Two saved report definitions: the admin's monthly overview and accounting's café report. */
export function reportRows(ctx: SeedContext): Row[] {
  const thisMonth = `${ctx.today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(thisMonth, -1);
  const lastMonthStart = `${lastMonthEnd.slice(0, 8)}01`;
  const cafe = ctx.stores.find((store) => store.def.code === "DT-CAFE");
  const definitions = [
    {
      key: "monthly-all",
      name: "Monthly Performance - All Stores",
      type: "monthly",
      author: ctx.admin,
      days: 9,
      config: { type: "monthly", store_id: null, date_from: lastMonthStart, date_to: lastMonthEnd },
    },
    {
      key: "cafe-30",
      name: "Downtown Café - Last 30 Days",
      type: "custom",
      author: ctx.accounting,
      days: 4,
      config: {
        type: "custom",
        store_id: cafe?.id ?? null,
        date_from: addDays(ctx.today, -29),
        date_to: ctx.today,
      },
    },
  ];
  return definitions.map((report) => {
    const at = instantAt(addDays(ctx.today, -report.days), 17 * 60 + 10, "UTC");
    return {
      id: uuidFromKey(`report:${report.key}`),
      created_at: at,
      updated_at: at,
      name: report.name,
      type: report.type,
      description: `Saved ${report.type} report`,
      status: "active",
      config: JSON.stringify(report.config),
      created_by: report.author.id,
    };
  });
}
