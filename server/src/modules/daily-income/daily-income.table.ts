import { dailyIncomeTotal, incomeAlreadyRecorded, MSG, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { patchAttachments, saveAttachments } from "../../attachments/attachments.ts";
import { badRequest, conflict } from "../../errors.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Patch, WriteContext } from "../../rest/write-context.ts";
import { dayIsLocked } from "../cash-ups/cash-ups.repository.ts";
import { storeNameColumn } from "../stores/store-columns.ts";
import { money } from "../transactions/transaction-rules.ts";
import { incomeOfDay } from "./daily-income.repository.ts";

// PostgreSQL may hand a bigint column over as text: each amount read as a number.
const total = (row: Patch<"daily_income">) =>
  dailyIncomeTotal(Number(row.income_cash ?? 0), Number(row.income_card ?? 0), Number(row.income_other ?? 0));

/** A day's takings dated after the store's today: 400. */
async function refuseFutureDate(
  ctx: WriteContext<"daily_income">,
  row: Patch<"daily_income">,
): Promise<void> {
  if (typeof row.date === "string" && row.date > (await ctx.today(row.store_id))) {
    throw badRequest(MSG.incomeDateInFuture, { fields: { date: [MSG.incomeDateInFuture] } });
  }
}

/**
 * One record per store and day (the unique index of migration 027 decides between simultaneous
 * saves): a second is a 409 naming the day.
 */
async function refuseSecondOfDay(
  ctx: WriteContext<"daily_income">,
  row: Patch<"daily_income">,
  exceptId?: string,
) {
  if (typeof row.store_id !== "string" || typeof row.date !== "string") return;
  if (await incomeOfDay(ctx.trx, row.store_id, row.date, exceptId))
    throw conflict(incomeAlreadyRecorded(row.date));
}

/**
 * A day whose cash-up was approved keeps its takings as counted: only an admin changes them
 * (docs/decisions.md, Cash-ups): 409.
 */
async function refuseLockedDay(ctx: WriteContext<"daily_income">, row: Patch<"daily_income">): Promise<void> {
  if (ctx.actor.user.role === "admin") return;
  if (typeof row.store_id !== "string" || typeof row.date !== "string") return;
  if (await dayIsLocked(ctx.trx, row.store_id, row.date)) throw conflict(MSG.dailyIncomeDayLocked);
}

/** Daily income; total_income is always computed by the server from cash + card + other. */
export const dailyIncomeTable: TableModule<"daily_income"> = {
  table: "daily_income",
  definition: TABLES.daily_income,
  computed: {
    store_name: storeNameColumn,
    store_code: (t) => sql`(select s.code from stores s where s.id = ${sql.ref(`${t}.store_id`)})`,
  },
  // `q` (notes and the day) is read by day: the days of the day totals, the notes by their index.
  searchByDay: true,
  keptTotals: {
    date: "date",
    days: { table: "income_day_totals", count: "records" },
    stores: { table: "income_store_totals", count: "records" },
    status: false,
  },
  describe: (row) => `daily income record of ${row.date} (${money(row.total_income)})`,
  writes: {
    async create(ctx, input) {
      const values = newRecord(ctx, input);
      values.date ??= await ctx.today(values.store_id);
      await refuseFutureDate(ctx, values);
      await refuseSecondOfDay(ctx, values);
      await refuseLockedDay(ctx, values);
      await saveAttachments(ctx, values.id, values.attachments ?? "[]");
      delete values.attachments;
      values.total_income = total(values);
      const uniqueKey = { columns: ["store_id", "date"], message: incomeAlreadyRecorded(values.date) };
      return insertWithAudit(ctx, values, { uniqueKey });
    },
    async update(ctx, before, patch) {
      const after = { ...before, ...patch };
      await refuseLockedDay(ctx, before);
      if (after.date !== before.date || after.store_id !== before.store_id) await refuseLockedDay(ctx, after);
      if (after.date !== before.date) await refuseFutureDate(ctx, after);
      if (after.date !== before.date || after.store_id !== before.store_id) {
        await refuseSecondOfDay(ctx, after, before.id);
      }
      const files = await patchAttachments(ctx, before.id, patch);
      patch.total_income = total({ ...before, ...patch });
      await updateWithAudit(ctx, before, patch, { extra: files?.change });
    },
    async remove(ctx, row) {
      await refuseLockedDay(ctx, row);
      return deleteWithAudit(ctx, row);
    },
    // Spec 2 §8: 'Record not found' on delete of an unknown id (docs/decisions.md).
    notFoundOnDelete: MSG.recordNotFound,
  },
};
