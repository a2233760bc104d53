import { industryCodeFromName, MSG, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { inUse } from "../../errors.ts";
import type { TableModule } from "../../rest/table-module.ts";

export const industriesTable: TableModule = {
  table: "industries",
  definition: TABLES.industries,
  computed: {
    store_count: (t) => sql`(select count(*) from stores s where s.industry_id = ${sql.ref(`${t}.id`)})`,
  },
  prepareCreate(_ctx, values) {
    if (!values.code) values.code = industryCodeFromName(String(values.name));
    return undefined;
  },
  async assertRemovable(ctx, row) {
    const store = await ctx.trx
      .selectFrom("stores")
      .select("id")
      .where("industry_id", "=", String(row.id))
      .limit(1)
      .executeTakeFirst();
    if (store) throw inUse(MSG.industryInUse);
  },
  describe: (row) => `industry ${row.name ?? row.id}`,
};
