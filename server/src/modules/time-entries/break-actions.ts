/**
 * Starting and ending a break of an open entry, now, with its audit entry: one place for the
 * signed-in routes (shift.service.ts) and the kiosk (kiosk/kiosk-clock.ts). The caller has found
 * the entry, the person's name and the store's time, and holds the employee's row.
 */
import { MSG, runningBreak, type TEntryBreak } from "@storeops/domain";
import type { Kysely } from "kysely";
import { type AuditContext, writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { conflict } from "../../errors.ts";
import { breaksOf, closeBreak, insertBreak } from "./breaks.repository.ts";

export interface BreakAct {
  trx: Kysely<DB>;
  audit: AuditContext;
  entry: { id: string; clock_in_time: string };
  /** The person whose break it is, as the audit trail names them. */
  name: string;
  now: { date: string; time: string };
  createdBy: string | null;
  /** Where it happened, for the audit trail ("at kiosk Front counter"); changes it adds. */
  where?: { text: string; changes: Record<string, unknown> };
}

const at = (act: BreakAct) => (act.where ? ` ${act.where.text}` : "");

/** A break from now; 409 while one runs (the database keeps one running break per entry). */
export async function beginBreak(act: BreakAct, paid: boolean): Promise<TEntryBreak> {
  const { trx, entry, now } = act;
  const id = await insertBreak(trx, {
    entry_id: entry.id,
    start_time: now.time,
    paid,
    created_by: act.createdBy,
  });
  if (!id) throw conflict(MSG.alreadyOnBreak);
  await writeAudit(trx, act.audit, {
    action: "BREAK_START",
    targetTable: "employee_time_entries",
    targetId: entry.id,
    description: `Started an ${paid ? "paid" : "unpaid"} break for ${act.name} on ${now.date} at ${now.time}${at(act)}`,
    changes: { break_start: now.time, paid, ...act.where?.changes },
  });
  return { id, entry_id: entry.id, start_time: now.time, end_time: null, paid };
}

/** The running break ends now and the entry's unpaid break hours follow; 409 when none runs. */
export async function finishBreak(act: BreakAct): Promise<TEntryBreak> {
  const { trx, entry, now } = act;
  const running = runningBreak(
    (await breaksOf(trx, entry.id)).map((row) => ({ ...row, paid: row.paid === 1 })),
  );
  if (!running || !(await closeBreak(trx, entry, now.time))) throw conflict(MSG.notOnBreak);
  await writeAudit(trx, act.audit, {
    action: "BREAK_END",
    targetTable: "employee_time_entries",
    targetId: entry.id,
    description: `Ended the break of ${act.name} on ${now.date} at ${now.time}${at(act)} (started ${running.start_time})`,
    changes: { break_start: running.start_time, break_end: now.time, ...act.where?.changes },
  });
  return { ...running, end_time: now.time };
}
