import { createAsAdmin } from "../../../test/demo-stores.ts";
import type { TestApp } from "../../../test/test-app.ts";

/** A daily income record made by the admin, with overrides. */
export function makeDailyIncome(
  t: TestApp,
  { storeId, ...overrides }: { storeId?: string } & Record<string, unknown> = {},
) {
  return createAsAdmin(t, "daily_income", overrides, storeId);
}
