import { alreadyClockedIn, MSG } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { diffChanges, writeAudit } from "../../audit/audit.ts";
import type { DB, Row } from "../../db/database.ts";
import { conflict } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { auditValues } from "../../rest/write-input.ts";
import { closeOpenEntry, employeeName, insertTimeEntry, openEntryOf } from "./time-entries.repository.ts";

const TABLE = "employee_time_entries";

/**
 * A staff member clocks in: the open entry (employee, store date and time set by the rules) and a
 * CLOCK_IN entry; `late` says when a punch made offline arrived (late-punch.ts).
 */
export async function clockIn(
  trx: Kysely<DB>,
  actor: Actor,
  values: Row,
  late: { text: string; changes: Record<string, unknown> } = { text: "", changes: {} },
): Promise<void> {
  await insertOrRefuse(trx, values);
  const name = await employeeName(trx, values.employee_id);
  await writeAudit(trx, actor.audit, {
    action: "CLOCK_IN",
    targetTable: TABLE,
    targetId: String(values.id),
    description: `Clocked in ${name} on ${values.work_date} at ${values.clock_in_time}${late.text}`,
    changes: { clock_in_time: values.clock_in_time, work_date: values.work_date, ...late.changes },
  });
}

/** Inserts an entry; an open one while the employee already has one is a 409 naming its clock-in. */
async function insertOrRefuse(trx: Kysely<DB>, values: Row): Promise<void> {
  if (await insertTimeEntry(trx, values)) return;
  const open = await openEntryOf(trx, String(values.employee_id));
  throw conflict(alreadyClockedIn(open ? `${open.work_date} ${open.clock_in_time}` : undefined));
}

/** A manual entry (admin, store manager): stored race-safe like a clock-in, audited as a CREATE. */
export async function createManualEntry(trx: Kysely<DB>, actor: Actor, values: Row): Promise<void> {
  await insertOrRefuse(trx, values);
  await writeAudit(trx, actor.audit, {
    action: "CREATE",
    targetTable: TABLE,
    targetId: String(values.id),
    description: `Created time entry of ${values.work_date}`,
    changes: auditValues(TABLE, values),
  });
}

/**
 * Clocks out of an open entry (staff at the server's time, managers and admin at the store's time
 * their screen asked the server for): the entry is closed only while it is still open, so of two
 * clock-outs exactly one lands and the other is a 409.
 */
export async function clockOut(trx: Kysely<DB>, actor: Actor, before: Row, patch: Row): Promise<void> {
  const id = String(before.id);
  if (!(await closeOpenEntry(trx, id, { ...patch, updated_at: nowIso() }))) {
    throw conflict(MSG.entryAlreadyClosed);
  }
  const name = await employeeName(trx, before.employee_id);
  const changes = diffChanges(auditValues(TABLE, before), auditValues(TABLE, { ...before, ...patch }));
  delete changes.updated_at;
  await writeAudit(trx, actor.audit, {
    action: "CLOCK_OUT",
    targetTable: TABLE,
    targetId: id,
    description: `Clocked out ${name} on ${patch.work_date ?? before.work_date} at ${patch.clock_out_time}`,
    changes,
  });
}
