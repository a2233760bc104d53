import { MSG, TABLES, vendorCode } from "@storeops/domain";
import { sql } from "kysely";
import { inUse } from "../../errors.ts";
import type { ColumnContext } from "../../rest/column-context.ts";
import { callerStoresSql } from "../../rest/computed.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import { aliasList, cleanAliases, saveAliases } from "./vendor-aliases.ts";
import { deleteAliases, nameKey } from "./vendors.repository.ts";

/**
 * The vendor's purchases that count (not rejected) in the caller's stores only (docs/decisions.md, Vendors),
 * read from its totals per store (vendor_store_totals): the totals, their filters and their order
 * never reveal another store's spending, and cost a few rows per vendor.
 */
const totalsOf = (t: string, context: ColumnContext) =>
  sql`from vendor_store_totals v where v.vendor_id = ${sql.ref(`${t}.id`)} and ${callerStoresSql("v.store_id", context)}`;

/**
 * A new vendor's default code, VEN-{milliseconds}: at least one past the last this process gave, so
 * vendors created in the same millisecond (an import's rows) never share one (the column is unique).
 */
let lastCodeTime = 0;
function newVendorCode(): string {
  lastCodeTime = Math.max(Date.now(), lastCodeTime + 1);
  return vendorCode(new Date(lastCodeTime));
}

export const vendorsTable: TableModule<"vendors"> = {
  table: "vendors",
  definition: TABLES.vendors,
  computed: {
    total_purchases: (t, context) => sql`(select coalesce(sum(v.amount), 0) ${totalsOf(t, context)})`,
    last_purchase: (t, context) => sql`(select max(v.last_purchase) ${totalsOf(t, context)})`,
  },
  describe: (row) => `vendor ${row.name ?? row.id}`,
  writes: {
    async create(ctx, input) {
      const values = newRecord(ctx, input);
      if (!values.code) values.code = newVendorCode();
      const aliases = cleanAliases(aliasList(values.aliases ?? "[]"), values.name ?? "");
      values.aliases = JSON.stringify(aliases);
      const created = await insertWithAudit(ctx, values);
      await saveAliases(
        ctx.trx,
        { id: values.id, name: values.name ?? "", nameChanged: true, isNew: true },
        aliases,
      );
      return created;
    },
    // A new name or list of aliases is checked against the other vendors' (docs/decisions.md, Duplicate bills).
    async update(ctx, before, patch) {
      const name = patch.name ?? before.name;
      const nameChanged = patch.name !== undefined && nameKey(patch.name) !== nameKey(before.name);
      if (nameChanged || patch.aliases !== undefined) {
        const aliases = cleanAliases(aliasList(patch.aliases ?? before.aliases), name);
        patch.aliases = JSON.stringify(aliases);
        await saveAliases(ctx.trx, { id: before.id, name, nameChanged }, aliases);
      }
      await updateWithAudit(ctx, before, patch);
    },
    // A vendor with purchases stays.
    async remove(ctx, row) {
      const purchase = await ctx.trx
        .selectFrom("purchases")
        .select("id")
        .where("vendor_id", "=", row.id)
        .limit(1)
        .executeTakeFirst();
      if (purchase) throw inUse(MSG.vendorInUse);
      await deleteAliases(ctx.trx, row.id);
      return deleteWithAudit(ctx, row);
    },
  },
};
