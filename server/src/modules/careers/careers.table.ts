import { TABLES } from "@storeops/domain";
import type { TableModule } from "../../rest/table-module.ts";

export const careersTable: TableModule = {
  table: "careers",
  definition: TABLES.careers,
  async prepareCreate(ctx, values) {
    values.posted_date ??= await ctx.today();
    return undefined;
  },
  describe: (row) => `job posting ${row.job_title}`,
};

export const careerApplicationsTable: TableModule = {
  table: "career_applications",
  definition: TABLES.career_applications,
  describe: (row) => `career application from ${row.first_name} ${row.last_name}`,
};
