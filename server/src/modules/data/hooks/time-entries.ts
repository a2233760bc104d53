import { alreadyClockedIn, hoursWorked, MSG } from "@storeops/domain";
import type { Row } from "../../../db/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../../errors.ts";
import type { TableHooks, WriteContext } from "./types.ts";

/** The signed-in staff member's staff record in their current store. */
async function ownStaffRecord(ctx: WriteContext): Promise<Row> {
  const { actor } = ctx;
  if (!actor.currentStoreId) throw forbidden(MSG.storeContextMissing);
  const row = await ctx.trx
    .selectFrom("staff")
    .select(["id", "store_id"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", actor.user.email.toLowerCase()))
    .where("store_id", "=", actor.currentStoreId)
    .executeTakeFirst();
  if (!row) throw forbidden(MSG.noStaffProfile);
  return row;
}


function applyHours(row: Row, target: Row): void {
  if (typeof row.clock_out_time === "string" && typeof row.clock_in_time === "string") {
    target.total_hours = hoursWorked(row.clock_in_time, row.clock_out_time, Number(row.break_hours ?? 0));
    target.status = "recorded";
  } else {
    target.total_hours = null;
    target.status = "active";
  }
}

export const timeEntryHooks: TableHooks = {
  async beforeCreate(ctx, values) {
    if (ctx.actor.user.role === "staff") {
      const own = await ownStaffRecord(ctx);
      if (values.employee_id && values.employee_id !== own.id) throw forbidden(MSG.noStaffProfile);
      values.employee_id = own.id;
      // A quick clock-in happens now, by the server's clock in the store's time zone.
      const now = await ctx.now(values.store_id);
      values.work_date = now.date;
      values.clock_in_time = now.time;
      values.clock_out_time = null;
    } else {
      if (typeof values.employee_id !== "string") {
        throw badRequest(MSG.selectEmployee, { fields: { employee_id: [MSG.selectEmployee] } });
      }
      const employee = await ctx.trx.selectFrom("staff").select("id").where("id", "=", String(values.employee_id)).executeTakeFirst();
      if (!employee) throw notFound(MSG.employeeNotFound);
    }
    values.break_hours ??= 0;
    if (values.clock_out_time == null) {
      const open = await ctx.trx
        .selectFrom("employee_time_entries")
        .select(["clock_in_time", "work_date"])
        .where("employee_id", "=", String(values.employee_id))
        .where("clock_out_time", "is", null)
        .executeTakeFirst();
      if (open) throw conflict(alreadyClockedIn(`${open.work_date} ${open.clock_in_time}`));
    }
    applyHours(values, values);
  },
  async beforeUpdate(ctx, before, patch) {
    if (ctx.actor.user.role === "staff" && patch.clock_out_time !== undefined) {
      patch.clock_out_time = (await ctx.now(before.store_id)).time;
    }
    applyHours({ ...before, ...patch }, patch);
  },
};
