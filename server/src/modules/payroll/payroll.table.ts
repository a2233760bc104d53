import { MSG, TABLES } from "@storeops/domain";
import { employeeNameColumn } from "../../rest/computed.ts";
import type { TableModule } from "../../rest/table-module.ts";
import { money } from "../transactions/transaction-rules.ts";
import { currentWagesOf, lockEmployee, wageOn } from "./payroll.repository.ts";

export const wagesTable: TableModule = {
  table: "employee_wages",
  definition: TABLES.employee_wages,
  computed: { employee_name: employeeNameColumn },
  employeeBound: true,
  uniqueKey: { columns: ["employee_id", "effective_from"], message: MSG.wageSavedTwice },
  prepareCreate(_ctx, values) {
    values.is_current ??= 1;
    return undefined;
  },
  /**
   * A new current wage retires the employee's other current wages (spec 2 §4), each with its own
   * UPDATE entry; a second wage for the same employee and date replaces the first (PRODUCT.md §8).
   */
  async insert(ctx, values, ordinary) {
    const employeeId = String(values.employee_id);
    await lockEmployee(ctx.trx, employeeId);
    const same = await wageOn(ctx.trx, employeeId, String(values.effective_from));
    if (values.is_current) {
      for (const wage of await currentWagesOf(ctx.trx, employeeId, same?.id as string | undefined)) {
        await ctx.update(wage, { is_current: 0 });
      }
    }
    if (!same) return ordinary(values);
    const { id: _id, created_at: _created, created_by: _by, updated_at: _updated, ...replacement } = values;
    values.id = same.id;
    await ctx.update(same, replacement);
  },
  describe: (row) => `wage rate effective ${row.effective_from}`,
};

export const withdrawalsTable: TableModule = {
  table: "employee_withdrawals",
  definition: TABLES.employee_withdrawals,
  computed: { employee_name: employeeNameColumn },
  employeeBound: true,
  describe: (row) => `withdrawal of ${money(row.amount)} on ${row.withdrawal_date}`,
};
