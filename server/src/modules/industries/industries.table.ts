import { industryCodeFromName, MSG, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { inUse } from "../../errors.ts";
import { deleteWithAudit, insertWithAudit, newRecord, simpleWrites } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";

export const industriesTable: TableModule<"industries"> = {
  table: "industries",
  definition: TABLES.industries,
  computed: {
    store_count: (t) => sql`(select count(*) from stores s where s.industry_id = ${sql.ref(`${t}.id`)})`,
  },
  describe: (row) => `industry ${row.name ?? row.id}`,
  writes: {
    ...simpleWrites(),
    create(ctx, input) {
      const values = newRecord(ctx, input);
      if (!values.code) values.code = industryCodeFromName(values.name ?? "");
      return insertWithAudit(ctx, values);
    },
    // An industry with stores stays.
    async remove(ctx, row) {
      const store = await ctx.trx
        .selectFrom("stores")
        .select("id")
        .where("industry_id", "=", row.id)
        .limit(1)
        .executeTakeFirst();
      if (store) throw inUse(MSG.industryInUse);
      return deleteWithAudit(ctx, row);
    },
  },
};
