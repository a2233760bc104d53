import { dailyIncomeTotal, MSG, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { saveAttachments } from "../../attachments/attachments.ts";
import type { Row } from "../../db/database.ts";
import { storeNameColumn } from "../../rest/computed.ts";
import type { TableModule } from "../../rest/table-module.ts";
import { money } from "../transactions/transaction-rules.ts";

const cents = (row: Row, key: string) => Number(row[key] ?? 0);
const total = (row: Row) =>
  dailyIncomeTotal(cents(row, "income_cash"), cents(row, "income_card"), cents(row, "income_other"));

/** Daily income; total_income is always computed by the server from cash + card + other. */
export const dailyIncomeTable: TableModule = {
  table: "daily_income",
  definition: TABLES.daily_income,
  computed: {
    store_name: storeNameColumn,
    store_code: (t) => sql`(select s.code from stores s where s.id = ${sql.ref(`${t}.store_id`)})`,
  },
  async prepareCreate(ctx, values) {
    values.date ??= await ctx.today(values.store_id);
    await saveAttachments(ctx, String(values.id), values.attachments ?? "[]");
    delete values.attachments;
    values.total_income = total(values);
    return undefined;
  },
  async prepareUpdate(ctx, before, patch) {
    if (patch.attachments !== undefined) {
      await saveAttachments(ctx, String(before.id), patch.attachments);
      delete patch.attachments;
    }
    patch.total_income = total({ ...before, ...patch });
  },
  // Spec 2 §8: 'Record not found' on delete of an unknown id (PRODUCT.md 'Daily income, time').
  notFoundOnDelete: MSG.recordNotFound,
  describe: (row) => `daily income record of ${row.date} (${money(row.total_income)})`,
};
