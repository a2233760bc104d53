import {
  MSG,
  mayTakeAction,
  type Period,
  payPeriodOf,
  reachesStore,
  startsPayPeriod,
  type TPayrollRunView,
  ZPayrollRunCreate,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { deniedError, requireAccess } from "../../access/permissions.ts";
import { readCondition } from "../../access/store-scope.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import { badRequest, conflict, forbidden, notFound } from "../../errors.ts";
import { newId, nowIso } from "../../ids.ts";
import type { RestDeps } from "../../rest/read.service.ts";
import { insertRow } from "../../rest/rest.repository.ts";
import { readPayPeriodSettings } from "./pay-period-settings.ts";
import { periodText, tellWhenReady } from "./payroll-ready.ts";
import { type RunLine, workOutRunLines } from "./payroll-run-lines.ts";
import { presentRun, totalsOf } from "./payroll-run-view.ts";
import { linesOf, overlappingRun, replaceLines, runInScope, runOfPeriod } from "./payroll-runs.repository.ts";

export type PayrollRun = NonNullable<Awaited<ReturnType<typeof runInScope>>>;

/** "2026-11-01 – 2026-11-30", as the audit trail and the notification name a period. */

/** The store a run covers (null: every store) after the caller's checks: 404 outside their stores. */
async function runStore(db: Kysely<DB>, actor: Actor, storeId: string | null | undefined) {
  if (!storeId) {
    if (actor.user.role !== "admin") throw forbidden(MSG.payrollRunAllStoresAdmin);
    return { storeId: null, storeName: null };
  }
  if (!reachesStore(actor.scope, storeId)) throw notFound(MSG.storeNotFound);
  const store = await db.selectFrom("stores").select("name").where("id", "=", storeId).executeTakeFirst();
  if (!store) throw notFound(MSG.storeNotFound);
  return { storeId, storeName: store.name };
}

/** The run as the caller reads it: 404 outside their stores (a run of every store: admins only). */
export async function findRun(db: Kysely<DB>, actor: Actor, id: string): Promise<PayrollRun> {
  const access = requireAccess(actor, "payroll_runs", "read");
  const run = await runInScope(db, id, readCondition(actor, "payroll_runs", access));
  if (!run) throw notFound(MSG.payrollRunNotFound);
  return run;
}

/** The lines of a period now: a run's kept lines once approved, else worked out afresh. */
export async function currentLines(
  db: Kysely<DB>,
  run: PayrollRun | undefined,
  storeId: string | null,
  period: Period,
) {
  if (run && run.status !== "draft") return linesOf(db, run.id);
  return workOutRunLines(db, storeId ? [storeId] : null, period, await readPayPeriodSettings(db));
}

async function view(
  db: Kysely<DB>,
  actor: Actor,
  run: PayrollRun | undefined,
  scope: Awaited<ReturnType<typeof runStore>>,
  period: Period,
) {
  const lines = await currentLines(db, run, scope.storeId, period);
  return presentRun(actor, scope, period, await readPayPeriodSettings(db), run, lines);
}

/** `GET /api/payroll-runs/{id}`: the run with its lines (a draft's worked out now). */
export async function getRun(deps: RestDeps, actor: Actor, id: string): Promise<TPayrollRunView> {
  const run = await findRun(deps.db, actor, id);
  const scope = await runStore(deps.db, actor, run.store_id);
  return view(deps.db, actor, run, scope, { from: run.period_start, to: run.period_end });
}

/**
 * `GET /api/payroll-runs/period?store_id=&period_start=`: the run of a pay period (default the
 * current one, in the store's time zone or the server's for every store), or its preview.
 */
export async function periodRun(
  deps: RestDeps,
  actor: Actor,
  query: { store_id?: string; period_start?: string },
): Promise<TPayrollRunView> {
  requireAccess(actor, "payroll_runs", "read");
  const scope = await runStore(deps.db, actor, query.store_id);
  const settings = await readPayPeriodSettings(deps.db);
  const period = payPeriodOf(query.period_start ?? (await storeToday(deps.db, scope.storeId)), settings);
  const run = await runOfPeriod(deps.db, scope.storeId ?? "all", period.from);
  return view(deps.db, actor, run, scope, period);
}

/** Whether the caller may run payroll: whoever approves it (ACTION_PERMISSIONS.payroll_runs). */
export function requireRunner(actor: Actor, action: "approve" | "pay"): void {
  requireAccess(actor, "payroll_runs", "read");
  if (!mayTakeAction(actor.user.role, "payroll_runs", action))
    throw deniedError(actor, "payroll_runs", "update");
}

/** The run's totals as kept on its row (cents). */
export const keptTotals = (lines: readonly RunLine[]) => totalsOf(lines);

/**
 * `POST /api/payroll-runs {store_id, period_start}`: a draft run of one store or every store for
 * the pay period starting that day (it must have begun). One run per period and employee: a run
 * whose period overlaps one covering the same employees is a 409. Tells the approvers it is ready.
 */
export async function createRun(deps: RestDeps, actor: Actor, body: unknown): Promise<TPayrollRunView> {
  const input = ZPayrollRunCreate.parse(body ?? {});
  requireRunner(actor, "approve");
  const scope = await runStore(deps.db, actor, input.store_id);
  const settings = await readPayPeriodSettings(deps.db);
  const field = (message: string) => badRequest(message, { fields: { period_start: [message] } });
  if (!startsPayPeriod(input.period_start, settings)) throw field(MSG.payrollRunNotPeriodStart);
  if (input.period_start > (await storeToday(deps.db, scope.storeId))) throw field(MSG.payrollRunNotBegun);
  const period = payPeriodOf(input.period_start, settings);
  const id = newId();
  const run = await deps.db.transaction().execute(async (trx) => {
    if (await overlappingRun(trx, scope.storeId, period)) throw conflict(MSG.payrollRunExists);
    const lines = await workOutRunLines(trx, scope.storeId ? [scope.storeId] : null, period, settings);
    const now = nowIso();
    const row = {
      id,
      created_at: now,
      updated_at: now,
      store_id: scope.storeId,
      scope_key: scope.storeId ?? "all",
      period_start: period.from,
      period_end: period.to,
      status: "draft",
      ...keptTotals(lines),
      created_by: actor.user.id,
    };
    if (!(await insertRow(trx, "payroll_runs", row, ["scope_key", "period_start"]))) {
      throw conflict(MSG.payrollRunExists);
    }
    await replaceLines(trx, id, lines);
    await writeAudit(trx, actor.audit, {
      action: "CREATE",
      targetTable: "payroll_runs",
      targetId: id,
      description: `Created payroll run of ${scope.storeName ?? "all stores"} for ${periodText(period)}`,
      changes: { period_start: period.from, period_end: period.to, employees: lines.length },
    });
    return { row, lines };
  });
  // Its approvers hear of it now if its period has reached its last day, else on that day.
  await tellWhenReady(deps.db, run.row);
  // Presented from the lines just worked out, not worked out again.
  const stored = {
    ...run.row,
    approved_by: null,
    approved_at: null,
    paid_by: null,
    paid_at: null,
    reopen_reason: null,
  };
  return presentRun(actor, scope, period, settings, stored, run.lines);
}
