/**
 * "A payroll period ready to approve" (docs/decisions.md, Notifications): a draft run can be
 * approved from its period's last day on its store's clock (every store's run: UTC), so that is
 * when its approvers hear of it — at once for a run made on or after that day, else from the
 * periodic check on that day. Once per run: a mark remembers it, whichever process sends it.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import { notifyPayrollReady } from "../notifications/events.ts";
import { claimOnce } from "../notifications/preferences.repository.ts";

export const periodText = (period: { from: string; to: string }) => `${period.from} – ${period.to}`;

interface DraftRun {
  id: string;
  store_id: string | null;
  period_start: string;
  period_end: string;
}

/** Tells the run's approvers it is ready when its period has reached its last day (once). */
export async function tellWhenReady(db: Kysely<DB>, run: DraftRun, now = new Date()): Promise<boolean> {
  if (run.period_end > (await storeToday(db, run.store_id, now))) return false;
  if (!(await claimOnce(db, `payroll-ready:${run.id}`))) return false;
  await notifyPayrollReady(db, run.store_id, periodText({ from: run.period_start, to: run.period_end }));
  return true;
}

/** The periodic check: every draft run whose period reached its last day. Answers the runs told of. */
export async function checkPayrollReady(db: Kysely<DB>, now = new Date()): Promise<string[]> {
  const drafts = await db
    .selectFrom("payroll_runs")
    .select(["id", "store_id", "period_start", "period_end"])
    .where("status", "=", "draft")
    .execute();
  const told: string[] = [];
  for (const run of drafts) if (await tellWhenReady(db, run, now)) told.push(run.id);
  return told;
}
