import { createAsAdmin } from "../../../test/demo-stores.ts";
import type { TestApp } from "../../../test/test-app.ts";

/** A reports row made by the admin from the factory payload, with overrides. */
export function makeReport(
  t: TestApp,
  { storeId, ...overrides }: { storeId?: string } & Record<string, unknown> = {},
) {
  return createAsAdmin(t, "reports", overrides, storeId);
}
