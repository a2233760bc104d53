import {
  LEAVE_FIELDS,
  missingLeaveFields,
  STAFF_MESSAGES,
  staffMessages,
  TABLES,
  VALIDATION,
} from "@storeops/domain";
import { diffChanges, writeAudit } from "../../audit/audit.ts";
import type { Row } from "../../db/database.ts";
import { invalidTransitionError, validationFailed } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { storeNameColumn } from "../../rest/computed.ts";
import { deleteRow, insertRow, updateRow } from "../../rest/rest.repository.ts";
import type { TableModule, WriteContext } from "../../rest/table-module.ts";
import { auditValues } from "../../rest/write-input.ts";
import { closeLeaves, insertLeave } from "./staff.repository.ts";

/** Spec 2 §5: monthly_salary is null for hourly staff and hourly_rate null for monthly staff. */
function normalisePay(record: Row, target: Row): void {
  if (record.salary_type === "hourly") target.monthly_salary = null;
  if (record.salary_type === "monthly") target.hourly_rate = null;
}

/** On leave needs a type, a start and an end not before the start (PRODUCT.md §8). */
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

/** The change's audit description (spec 2 §7) and its side effects on the leave history. */
async function applyStatusChange(ctx: WriteContext, before: Row, patch: Row): Promise<string> {
  const after = { ...before, ...patch };
  const id = String(before.id);
  if (after.status === "on_leave" && before.status !== "on_leave") {
    if (before.status !== "active") throw invalidTransitionError("Only active staff can be marked on leave.");
    assertLeave(after);
    patch.leave_approved_by = ctx.actor.user.name;
    patch.leave_approved_at = nowIso();
    await insertLeave(ctx.trx, {
      staffId: id,
      leaveType: String(after.leave_type),
      startDate: String(after.leave_start_date),
      endDate: String(after.leave_end_date),
      reason: (after.leave_reason as string | null) ?? null,
      approvedBy: ctx.actor.user.name,
    });
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
  return staffMessages.updatedAudit(String(after.name));
}

export const staffTable: TableModule = {
  table: "staff",
  definition: TABLES.staff,
  computed: { store_name: storeNameColumn },
  prepareCreate(_ctx, values) {
    normalisePay(values, values);
    if (values.status === "on_leave") assertLeave(values);
    return undefined;
  },
  async insert(ctx, values) {
    await insertRow(ctx.trx, "staff", values);
    if (values.status === "on_leave") {
      await insertLeave(ctx.trx, {
        staffId: String(values.id),
        leaveType: String(values.leave_type),
        startDate: String(values.leave_start_date),
        endDate: String(values.leave_end_date),
        reason: (values.leave_reason as string | null) ?? null,
        approvedBy: ctx.actor.user.name,
      });
    }
    await writeAudit(ctx.trx, ctx.actor.audit, {
      action: "CREATE",
      targetTable: "staff",
      targetId: String(values.id),
      description: staffMessages.addedAudit(String(values.name)),
      changes: auditValues("staff", values),
    });
  },
  async update(ctx, before, patch) {
    normalisePay({ ...before, ...patch }, patch);
    const description = await applyStatusChange(ctx, before, patch);
    const changes = diffChanges(auditValues("staff", before), auditValues("staff", { ...before, ...patch }));
    delete changes.updated_at;
    if (Object.keys(changes).length === 0) return;
    patch.updated_at = nowIso();
    await updateRow(ctx.trx, "staff", String(before.id), patch);
    await writeAudit(ctx.trx, ctx.actor.audit, {
      action: "UPDATE",
      targetTable: "staff",
      targetId: String(before.id),
      description,
      changes,
    });
  },
  async remove(ctx, row) {
    await deleteRow(ctx.trx, "staff", String(row.id));
    await writeAudit(ctx.trx, ctx.actor.audit, {
      action: "DELETE",
      targetTable: "staff",
      targetId: String(row.id),
      description: staffMessages.removedAudit(String(row.name)),
      changes: auditValues("staff", row),
    });
    return row;
  },
  describe: (row) => `staff member ${row.name ?? row.id}`,
};
