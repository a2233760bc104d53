import { dailyIncomeTotal, MSG, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { patchAttachments, saveAttachments } from "../../attachments/attachments.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Patch } from "../../rest/write-context.ts";
import { storeNameColumn } from "../stores/store-columns.ts";
import { money } from "../transactions/transaction-rules.ts";

// PostgreSQL may hand a bigint column over as text: each amount read as a number.
const total = (row: Patch<"daily_income">) =>
  dailyIncomeTotal(Number(row.income_cash ?? 0), Number(row.income_card ?? 0), Number(row.income_other ?? 0));

/** Daily income; total_income is always computed by the server from cash + card + other. */
export const dailyIncomeTable: TableModule<"daily_income"> = {
  table: "daily_income",
  definition: TABLES.daily_income,
  computed: {
    store_name: storeNameColumn,
    store_code: (t) => sql`(select s.code from stores s where s.id = ${sql.ref(`${t}.store_id`)})`,
  },
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
      await saveAttachments(ctx, values.id, values.attachments ?? "[]");
      delete values.attachments;
      values.total_income = total(values);
      return insertWithAudit(ctx, values);
    },
    async update(ctx, before, patch) {
      const files = await patchAttachments(ctx, before.id, patch);
      patch.total_income = total({ ...before, ...patch });
      await updateWithAudit(ctx, before, patch, { extra: files?.change });
    },
    remove: (ctx, row) => deleteWithAudit(ctx, row),
    // Spec 2 §8: 'Record not found' on delete of an unknown id (docs/decisions.md).
    notFoundOnDelete: MSG.recordNotFound,
  },
};
