import { uuidFromKey } from "../src/seed/random.ts";
import { asRoles, type BenchCall } from "./call-kit.ts";
import { mondayOf } from "./data/bench-shifts.ts";
import { storeCode } from "./data/generated-stores.ts";

/**
 * The schedule's week grid (issue #33: at most 20 ms at 1M, the budget of kind `search`, which it
 * is held to: p50 ≤ 20 ms, ≥ 5 % of the floor's throughput, ≤ 100 KB): the first generated
 * store's last whole week, published (data/bench-shifts.ts), with its forecast from 8 weeks of
 * takings, its labour cost, warnings and history, as the planners and staff open it.
 */
export function scheduleCalls(end: string): BenchCall[] {
  const week = mondayOf(end);
  const lastWeek = new Date(Date.parse(`${week}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  const store = uuidFromKey(`bench-store:${storeCode(0)}`);
  return [
    ...asRoles(["admin", "manager", "staff"], "schedule week grid with forecast", {
      kind: "search",
      path: `/api/schedules/week?store_id=${store}&week_start=${lastWeek}`,
    }),
    // The Reports screen's schedule adherence (issue #33, item 5): that week, plan against the clock.
    ...asRoles(["admin", "accounting"], "schedule adherence of a week", {
      kind: "report",
      path: `/api/reports/schedule-adherence?store_id=${store}&week_start=${lastWeek}`,
    }),
  ];
}
