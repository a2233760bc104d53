import { industryCodeFromName, TABLES } from "@storeops/domain";
import { sql } from "kysely";
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
  describe: (row) => `industry ${row.name ?? row.id}`,
};
