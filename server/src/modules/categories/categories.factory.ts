import { createAsAdmin } from "../../../test/demo-stores.ts";
import type { TestApp } from "../../../test/test-app.ts";

/** A category made by the admin from the factory payload, with overrides. */
export function makeCategory(t: TestApp, overrides: Record<string, unknown> = {}) {
  return createAsAdmin(t, "categories", overrides);
}
