import { MSG, TABLES } from "@storeops/domain";
import { badRequest } from "../../errors.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Draft, Input, Stored, TableWrites, WriteContext } from "../../rest/write-context.ts";
import { assertEmployeeOfStore, assertNotMoved, defaultStoreFromEmployee } from "../staff/employee-bound.ts";
import { employeeNameColumn } from "../staff/employee-columns.ts";
import { lockEmployee } from "../staff/staff.repository.ts";
import { money } from "../transactions/transaction-rules.ts";
import { refuseClosedPeriod } from "./pay-period-lock.ts";
import { currentWagesOf, wageOn } from "./payroll.repository.ts";

/** A withdrawal's plan repays no more per period than the advance (the merged row of a PATCH). */
function refusePlanOverAmount(row: Record<string, unknown>): void {
  const { amount, instalment_amount: instalment } = row;
  if (instalment != null && Number(instalment) > Number(amount)) {
    throw badRequest(MSG.instalmentTooLarge, { fields: { instalment_amount: [MSG.instalmentTooLarge] } });
  }
}

type PayrollTable = "employee_wages" | "employee_withdrawals";

/** A new row of one employee, in the employee's store unless another is given. */
async function employeeRecord<T extends PayrollTable>(ctx: WriteContext<T>, input: Input) {
  await defaultStoreFromEmployee(ctx, input);
  const values = newRecord(ctx, input);
  await assertEmployeeOfStore(ctx, values as Draft<PayrollTable>);
  await refuseClosedPeriod(ctx.trx, (values as Record<string, unknown>).store_id, dateOf(values));
  return values;
}

/** The date a wage or withdrawal is dated by: the day it takes effect, or is paid out. */
const dateOf = (row: Record<string, unknown>) => row.effective_from ?? row.withdrawal_date;

/** Updates and deletes of a row of one employee: never moved to another employee or store. */
function employeeWrites<T extends PayrollTable>(): Omit<TableWrites<T>, "create"> {
  return {
    async update(ctx, before, patch) {
      assertNotMoved(before, patch);
      await refuseClosedPeriod(
        ctx.trx,
        (before as Record<string, unknown>).store_id,
        dateOf(before),
        dateOf(patch),
      );
      refusePlanOverAmount({ ...before, ...patch });
      await updateWithAudit(ctx, before, patch);
    },
    async remove(ctx, row) {
      await refuseClosedPeriod(ctx.trx, (row as Record<string, unknown>).store_id, dateOf(row));
      return deleteWithAudit(ctx, row);
    },
  };
}

/**
 * A new current wage retires the employee's other current wages (spec 2 §4), each with its own
 * UPDATE entry; a second wage for the same employee and date replaces the first (docs/decisions.md).
 */
async function createWage(ctx: WriteContext<"employee_wages">, input: Input) {
  const values = await employeeRecord(ctx, input);
  values.is_current ??= 1;
  const employeeId = String(values.employee_id);
  await lockEmployee(ctx.trx, employeeId);
  const same = await wageOn(ctx.trx, employeeId, String(values.effective_from));
  if (values.is_current) {
    for (const wage of await currentWagesOf(ctx.trx, employeeId, same?.id as string | undefined)) {
      await updateWithAudit(ctx, wage as Stored<"employee_wages">, { is_current: 0 });
    }
  }
  const uniqueKey = { columns: ["employee_id", "effective_from"], message: MSG.wageSavedTwice };
  if (!same) return insertWithAudit(ctx, values, { uniqueKey });
  const { id: _id, created_at: _created, created_by: _by, updated_at: _updated, ...replacement } = values;
  await updateWithAudit(ctx, same as Stored<"employee_wages">, replacement);
  return { id: String(same.id) };
}

export const wagesTable: TableModule<"employee_wages"> = {
  table: "employee_wages",
  definition: TABLES.employee_wages,
  computed: { employee_name: employeeNameColumn },
  describe: (row) => `wage rate effective ${row.effective_from}`,
  writes: { ...employeeWrites(), create: createWage },
};

export const withdrawalsTable: TableModule<"employee_withdrawals"> = {
  table: "employee_withdrawals",
  definition: TABLES.employee_withdrawals,
  computed: { employee_name: employeeNameColumn },
  describe: (row) => `withdrawal of ${money(row.amount)} on ${row.withdrawal_date}`,
  writes: {
    ...employeeWrites(),
    create: async (ctx, input) => insertWithAudit(ctx, await employeeRecord(ctx, input)),
  },
};
