import {
  LEAVE_FIELDS,
  MSG,
  missingLeaveFields,
  STAFF_MESSAGES,
  staffConflicts,
  staffMessages,
  TABLES,
  VALIDATION,
} from "@storeops/domain";
import { sql } from "kysely";
import { conflict, invalidTransitionError, validationFailed } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Patch, Stored, WriteContext } from "../../rest/write-context.ts";
import { storeNameColumn } from "../stores/store-columns.ts";
import { closeLeaves, insertLeave, staffOfUser, staffWithEmail, userName } from "./staff.repository.ts";

type Row = Patch<"staff">;

/** Spec 2 §5: monthly_salary is null for hourly staff and hourly_rate null for monthly staff. */
function normalisePay(record: Row, target: Row): void {
  if (record.salary_type === "hourly") target.monthly_salary = null;
  if (record.salary_type === "monthly") target.hourly_rate = null;
}

/** On leave needs a type, a start and an end not before the start (docs/decisions.md, Staff). */
function assertLeave(record: Row): void {
  const missing = missingLeaveFields(record);
  if (missing.length > 0) {
    throw validationFailed(
      Object.fromEntries(missing.map((field) => [field, [VALIDATION.required(LABELS[field] ?? field)]])),
    );
  }
  if (String(record.leave_end_date) < String(record.leave_start_date)) {
    throw validationFailed({ leave_end_date: [VALIDATION.endBeforeStart] });
  }
}
const LABELS: Record<string, string> = {
  leave_type: "Leave type",
  leave_start_date: "Start date",
  leave_end_date: "End date",
};

/**
 * A store's staff emails are unique ignoring case, and a user account links to at most one staff
 * record of a store (docs/decisions.md, Staff): 409 naming the record that holds either. The
 * unique indexes of migration 028 decide between simultaneous writes.
 */
async function assertUniqueInStore(ctx: WriteContext<"staff">, record: Row, exceptId?: string) {
  const storeId = record.store_id;
  if (typeof storeId !== "string") return;
  if (typeof record.email === "string") {
    const holder = await staffWithEmail(ctx.trx, storeId, record.email, exceptId);
    if (holder) throw conflict(staffConflicts.emailTaken(record.email, holder.name));
  }
  if (typeof record.user_id === "string") {
    const name = await userName(ctx.trx, record.user_id);
    if (name === undefined) {
      throw validationFailed({ user_id: [MSG.linkedUserMissing] }, MSG.linkedUserMissing);
    }
    const holder = await staffOfUser(ctx.trx, storeId, record.user_id, exceptId);
    if (holder) throw conflict(staffConflicts.userLinked(name, holder.name));
  }
}

/** The leave the record now describes, added to its leave history (approved by the caller). */
function recordLeave(ctx: WriteContext<"staff">, staffId: string, record: Row) {
  return insertLeave(ctx.trx, {
    staffId,
    leaveType: String(record.leave_type),
    startDate: String(record.leave_start_date),
    endDate: String(record.leave_end_date),
    reason: record.leave_reason ?? null,
    approvedBy: ctx.actor.user.name,
  });
}

/** The change's audit description (spec 2 §7) and its side effects on the leave history. */
async function applyStatusChange(
  ctx: WriteContext<"staff">,
  before: Stored<"staff">,
  patch: Row,
): Promise<string> {
  const after = { ...before, ...patch };
  const id = before.id;
  if (after.status === "on_leave" && before.status !== "on_leave") {
    if (before.status !== "active") throw invalidTransitionError(MSG.onlyActiveOnLeave);
    assertLeave(after);
    patch.leave_approved_by = ctx.actor.user.name;
    patch.leave_approved_at = nowIso();
    await recordLeave(ctx, id, after);
    return staffMessages.leaveAudit(
      String(after.leave_type),
      String(after.leave_start_date),
      String(after.leave_end_date),
    );
  }
  if (before.status === "on_leave" && after.status !== "on_leave") {
    for (const field of LEAVE_FIELDS) patch[field] = null;
    await closeLeaves(ctx.trx, id);
    if (after.status === "active") return STAFF_MESSAGES.staffReturnedAudit;
  } else if (after.status === "on_leave") {
    assertLeave(after);
  }
  return staffMessages.updatedAudit(after.name);
}

export const staffTable: TableModule<"staff"> = {
  table: "staff",
  definition: TABLES.staff,
  computed: {
    store_name: storeNameColumn,
    linked_user: (t) => sql`(select u.name from users u where u.id = ${sql.ref(`${t}.user_id`)})`,
  },
  describe: (row) => `staff member ${row.name ?? row.id}`,
  writes: {
    async create(ctx, input) {
      const values = newRecord(ctx, input);
      normalisePay(values, values);
      if (values.status === "on_leave") assertLeave(values);
      await assertUniqueInStore(ctx, values);
      const created = await insertWithAudit(ctx, values, {
        description: staffMessages.addedAudit(String(values.name)),
      });
      if (values.status === "on_leave") await recordLeave(ctx, values.id, values);
      return created;
    },
    async update(ctx, before, patch) {
      normalisePay({ ...before, ...patch }, patch);
      if (patch.email !== undefined || patch.user_id !== undefined || patch.store_id !== undefined) {
        await assertUniqueInStore(ctx, { ...before, ...patch }, before.id);
      }
      const description = await applyStatusChange(ctx, before, patch);
      await updateWithAudit(ctx, before, patch, { description });
    },
    remove: (ctx, row) => deleteWithAudit(ctx, row, { description: staffMessages.removedAudit(row.name) }),
  },
};
