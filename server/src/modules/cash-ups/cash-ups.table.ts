import { MSG, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { badRequest } from "../../errors.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Patch, WriteContext } from "../../rest/write-context.ts";
import { storeNameColumn } from "../stores/store-columns.ts";
import { money } from "../transactions/transaction-rules.ts";
import { countChange } from "./cash-up-count.ts";

/** A cash-up dated after its store's today: 400. */
async function refuseFutureDay(ctx: WriteContext<"cash_ups">, row: Patch<"cash_ups">): Promise<void> {
  if (typeof row.business_date === "string" && row.business_date > (await ctx.today(row.store_id))) {
    throw badRequest(MSG.cashUpFutureDate, { fields: { business_date: [MSG.cashUpFutureDate] } });
  }
}

const userName = (column: string) => (t: string) =>
  sql`(select u.name from users u where u.id = ${sql.ref(`${t}.${column}`)})`;

/**
 * Cash-ups (docs/decisions.md, Cash-ups): counted while open, through the generic front or
 * POST/PATCH /api/cash-ups; the expected cash and the variance are always the server's. Submit,
 * approve and reject are the module's own routes (cash-ups.service.ts).
 */
export const cashUpsTable: TableModule<"cash_ups"> = {
  table: "cash_ups",
  definition: TABLES.cash_ups,
  computed: {
    store_name: storeNameColumn,
    store_code: (t) => sql`(select s.code from stores s where s.id = ${sql.ref(`${t}.store_id`)})`,
    counted_by_name: userName("counted_by"),
    approved_by_name: userName("approved_by"),
  },
  // Newest day first through the index of (business_date, created_at, id) (migration 033).
  listDate: "business_date",
  // Its count over stores and statuses from the totals the triggers keep (migration 039); a
  // range of days is counted from the rows, one a store and day.
  keptTotals: {
    date: "business_date",
    stores: { table: "cash_up_store_totals", count: "records" },
    status: true,
  },
  describe: (row) =>
    `cash-up of ${row.business_date} (counted ${row.counted_cash == null ? "—" : money(row.counted_cash)})`,
  writes: {
    async create(ctx, input) {
      const values = newRecord(ctx, input);
      await refuseFutureDay(ctx, values);
      Object.assign(values, await countChange(ctx.trx, {}, values), { status: "open" });
      const uniqueKey = { columns: ["store_id", "business_date"], message: MSG.cashUpExists };
      return insertWithAudit(ctx, values, { uniqueKey });
    },
    async update(ctx, before, patch) {
      Object.assign(patch, await countChange(ctx.trx, before, patch));
      await updateWithAudit(ctx, before, patch);
    },
    remove: (ctx, row) => deleteWithAudit(ctx, row),
    notFoundOnDelete: MSG.cashUpNotFound,
  },
};
