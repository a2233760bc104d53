import { TABLES } from "@storeops/domain";
import { employeeNameColumn } from "../../rest/computed.ts";
import type { TableModule } from "../../rest/table-module.ts";
import { money } from "../transactions/transaction-rules.ts";
import { retireCurrentWages } from "./payroll.repository.ts";

export const wagesTable: TableModule = {
  table: "employee_wages",
  definition: TABLES.employee_wages,
  computed: { employee_name: employeeNameColumn },
  storeFromEmployee: true,
  async prepareCreate(ctx, values) {
    values.is_current ??= 1;
    if (values.is_current) await retireCurrentWages(ctx.trx, String(values.employee_id));
    return undefined;
  },
  describe: (row) => `wage rate effective ${row.effective_from}`,
};

export const withdrawalsTable: TableModule = {
  table: "employee_withdrawals",
  definition: TABLES.employee_withdrawals,
  computed: { employee_name: employeeNameColumn },
  storeFromEmployee: true,
  describe: (row) => `withdrawal of ${money(row.amount)} on ${row.withdrawal_date}`,
};
