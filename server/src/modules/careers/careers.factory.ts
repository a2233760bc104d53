import { createAsAdmin } from "../../../test/demo-stores.ts";
import type { TestApp } from "../../../test/test-app.ts";

/** A careers row made by the admin from the factory payload, with overrides. */
export function makeCareer(
  t: TestApp,
  { storeId, ...overrides }: { storeId?: string } & Record<string, unknown> = {},
) {
  return createAsAdmin(t, "careers", overrides, storeId);
}
