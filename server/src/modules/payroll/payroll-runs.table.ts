import { TABLES } from "@storeops/domain";
import { deleteWithAudit, simpleWrites } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import { storeNameColumn } from "../stores/store-columns.ts";
import { deleteLines } from "./payroll-runs.repository.ts";

/**
 * Payroll runs on the generic front (docs/decisions.md, Payroll, payroll runs): listed newest
 * period first and deleted while draft (an admin). They are created, approved, paid and reopened
 * through /api/payroll-runs (payroll-runs.routes.ts).
 */
export const payrollRunsTable: TableModule<"payroll_runs"> = {
  table: "payroll_runs",
  definition: TABLES.payroll_runs,
  computed: { store_name: storeNameColumn },
  // Newest period first through the index of (period_start, created_at, id) (migration 037).
  listDate: "period_start",
  describe: (row) => `payroll run for ${row.period_start} – ${row.period_end}`,
  // No role creates or updates through the generic front (the matrix): those writes never run.
  writes: {
    ...simpleWrites(),
    async remove(ctx, row) {
      await deleteLines(ctx.trx, row.id);
      return deleteWithAudit(ctx, row);
    },
  },
};
