import { TABLES } from "@storeops/domain";
import { insertWithAudit, newRecord, simpleWrites } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";

export const careersTable: TableModule<"careers"> = {
  table: "careers",
  definition: TABLES.careers,
  describe: (row) => `job posting ${row.job_title}`,
  writes: {
    ...simpleWrites(),
    async create(ctx, input) {
      const values = newRecord(ctx, input);
      values.posted_date ??= await ctx.today();
      return insertWithAudit(ctx, values);
    },
  },
};

export const careerApplicationsTable: TableModule<"career_applications"> = {
  table: "career_applications",
  definition: TABLES.career_applications,
  describe: (row) => `career application from ${row.first_name} ${row.last_name}`,
  writes: simpleWrites(),
};
