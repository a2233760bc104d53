import { createAsAdmin } from "../../../test/demo-stores.ts";
import type { TestApp } from "../../../test/test-app.ts";

/** A vendors row made by the admin from the factory payload, with overrides. */
export function makeVendor(
  t: TestApp,
  { storeId, ...overrides }: { storeId?: string } & Record<string, unknown> = {},
) {
  return createAsAdmin(t, "vendors", overrides, storeId);
}
