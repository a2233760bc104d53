import { MSG, payPeriodOf, type TPayrollRunView, ZInstalmentSkip, ZPayrollRunReopen } from "@storeops/domain";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { readCondition } from "../../access/store-scope.ts";
import { writeAudit } from "../../audit/audit.ts";
import { storeToday } from "../../db/store-time.ts";
import { badRequest, conflict, forbidden, notFound } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import type { RestDeps } from "../../rest/read.service.ts";
import { refuseClosedPeriod } from "./pay-period-lock.ts";
import { readPayPeriodSettings } from "./pay-period-settings.ts";
import { periodText } from "./payroll-ready.ts";
import { workOutRunLines } from "./payroll-run-lines.ts";
import { advanceById, moveRun, openEntryIn, replaceLines, saveSkips } from "./payroll-runs.repository.ts";
import { findRun, getRun, keptTotals, type PayrollRun, requireRunner } from "./payroll-runs.service.ts";

const describe = (run: PayrollRun) =>
  `payroll run of ${run.store_id ? "one store" : "all stores"} for ${periodText({ from: run.period_start, to: run.period_end })}`;

/**
 * `POST /api/payroll-runs/{id}/approve` (admin; accounting for their stores): from the period's
 * last day on, the draft's lines are worked out once more and kept as approved, and the period
 * closes. Of two approvals at once one lands; the other, like any approval of a run no longer a
 * draft, is a 409.
 */
export async function approveRun(deps: RestDeps, actor: Actor, id: string): Promise<TPayrollRunView> {
  const run = await findRun(deps.db, actor, id);
  requireRunner(actor, "approve");
  if (run.status !== "draft") throw conflict(MSG.payrollRunNotDraft);
  if ((await storeToday(deps.db, run.store_id)) < run.period_end) throw conflict(MSG.payrollRunNotEnded);
  const period = { from: run.period_start, to: run.period_end };
  if (await openEntryIn(deps.db, run.store_id, period)) throw conflict(MSG.payrollRunOpenEntry);
  const settings = await readPayPeriodSettings(deps.db);
  await deps.db.transaction().execute(async (trx) => {
    const lines = await workOutRunLines(trx, run.store_id ? [run.store_id] : null, period, settings);
    const now = nowIso();
    const change = {
      ...keptTotals(lines),
      status: "approved",
      approved_by: actor.user.id,
      approved_at: now,
      updated_at: now,
    };
    if (!(await moveRun(trx, id, "draft", change))) throw conflict(MSG.payrollRunNotDraft);
    await replaceLines(trx, id, lines);
    await writeAudit(trx, actor.audit, {
      action: "APPROVE",
      targetTable: "payroll_runs",
      targetId: id,
      description: `Approved ${describe(run)}`,
      changes: { status: { before: "draft", after: "approved" }, net_pay: change.net_pay / 100 },
    });
  });
  return getRun(deps, actor, id);
}

/** `POST /api/payroll-runs/{id}/paid`: an approved run marked paid (who approves it). */
export async function payRun(deps: RestDeps, actor: Actor, id: string): Promise<TPayrollRunView> {
  const run = await findRun(deps.db, actor, id);
  requireRunner(actor, "pay");
  await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const change = { status: "paid", paid_by: actor.user.id, paid_at: now, updated_at: now };
    if (!(await moveRun(trx, id, "approved", change))) throw conflict(MSG.payrollRunNotApproved);
    await writeAudit(trx, actor.audit, {
      action: "PAY",
      targetTable: "payroll_runs",
      targetId: id,
      description: `Marked paid ${describe(run)}`,
      changes: { status: { before: "approved", after: "paid" } },
    });
  });
  return getRun(deps, actor, id);
}

/**
 * `POST /api/payroll-runs/{id}/reopen {reason}`: an admin reopens an approved run's period (a paid
 * one stays closed); the run is a draft again and its period open to changes. Audited with the reason.
 */
export async function reopenRun(
  deps: RestDeps,
  actor: Actor,
  id: string,
  body: unknown,
): Promise<TPayrollRunView> {
  const input = ZPayrollRunReopen.parse(body ?? {});
  const run = await findRun(deps.db, actor, id);
  if (actor.user.role !== "admin") throw forbidden(MSG.forbidden);
  await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const change = {
      status: "draft",
      approved_by: null,
      approved_at: null,
      reopen_reason: input.reason,
      updated_at: now,
    };
    if (!(await moveRun(trx, id, "approved", change))) throw conflict(MSG.payrollRunReopenNotApproved);
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "payroll_runs",
      targetId: id,
      description: `Reopened ${describe(run)}: ${input.reason}`,
      changes: { status: { before: "approved", after: "draft" }, reopen_reason: input.reason },
    });
  });
  return getRun(deps, actor, id);
}

/**
 * `POST /api/payroll-runs/advances/{id}/skip {period_start, reason}`: an advance with a plan
 * repays nothing in that pay period (one of its own or a later one, not closed). Who changes
 * withdrawals (admin); audited on the withdrawal.
 */
export async function skipInstalment(deps: RestDeps, actor: Actor, id: string, body: unknown) {
  const input = ZInstalmentSkip.parse(body ?? {});
  const access = requireAccess(actor, "employee_withdrawals", "update");
  const advance = await advanceById(deps.db, id, readCondition(actor, "employee_withdrawals", access));
  if (!advance) throw notFound(MSG.noDataFound);
  if (advance.instalment_amount === null) throw badRequest(MSG.instalmentNoPlan);
  const settings = await readPayPeriodSettings(deps.db);
  const period = payPeriodOf(input.period_start, settings);
  const field = (message: string) => badRequest(message, { fields: { period_start: [message] } });
  if (period.from !== input.period_start || period.to < advance.withdrawal_date) {
    throw field(MSG.payrollRunNotPeriodStart);
  }
  await refuseClosedPeriod(deps.db, advance.store_id, period.from, period.to);
  const before: Array<{ period_start: string; reason: string }> = JSON.parse(
    advance.instalment_skips ?? "[]",
  );
  const after = [
    ...before.filter((skip) => skip.period_start !== period.from),
    { period_start: period.from, reason: input.reason },
  ];
  after.sort((a, b) => a.period_start.localeCompare(b.period_start));
  await deps.db.transaction().execute(async (trx) => {
    await saveSkips(trx, id, after);
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "employee_withdrawals",
      targetId: id,
      description: `Skipped the repayment of the advance of ${advance.withdrawal_date} for ${periodText(period)}: ${input.reason}`,
      changes: { instalment_skips: { before, after } },
    });
  });
  return { id, instalment_skips: after };
}
