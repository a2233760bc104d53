import { createAsAdmin } from "../../../test/demo-stores.ts";
import type { TestApp } from "../../../test/test-app.ts";

/** A wage rate made by the admin for the store's first employee (or `employee_id`). */
export function makeWage(
  t: TestApp,
  { storeId, ...overrides }: { storeId?: string } & Record<string, unknown> = {},
) {
  return createAsAdmin(t, "employee_wages", overrides, storeId);
}

/** A withdrawal made by the admin. */
export function makeWithdrawal(
  t: TestApp,
  { storeId, ...overrides }: { storeId?: string } & Record<string, unknown> = {},
) {
  return createAsAdmin(t, "employee_withdrawals", overrides, storeId);
}
