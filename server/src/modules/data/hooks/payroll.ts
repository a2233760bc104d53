import type { TableHooks } from "./types.ts";

/** A new current wage replaces the employee's other current wages (spec 2 §4). */
export const wageHooks: TableHooks = {
  async beforeCreate(ctx, values) {
    values.is_current ??= 1;
    if (values.is_current) {
      await ctx.trx
        .updateTable("employee_wages")
        .set({ is_current: 0 })
        .where("employee_id", "=", String(values.employee_id))
        .where("is_current", "=", 1)
        .execute();
    }
  },
};
