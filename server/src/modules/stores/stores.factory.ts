import { asAdmin, createAsAdmin } from "../../../test/demo-stores.ts";
import type { TestApp } from "../../../test/test-app.ts";

/** A stores row made by the admin from the factory payload, with overrides. */
export function makeStore(
  t: TestApp,
  { storeId, ...overrides }: { storeId?: string } & Record<string, unknown> = {},
) {
  return createAsAdmin(t, "stores", overrides, storeId);
}

let staffSeq = 0;

/** A staff record of the store written with a full payload (the factories need one per store). */
export async function addStaffTo(t: TestApp, storeId: string, overrides: Record<string, unknown> = {}) {
  staffSeq += 1;
  const response = await (await asAdmin(t)).post("/api/rest/v1/staff", {
    name: `Store Worker ${staffSeq}`,
    email: `store.worker.${staffSeq}.${Date.now()}@example.com`,
    phone: "555-0100",
    position: "Cashier",
    department: "Sales",
    hire_date: "2024-01-02",
    salary_type: "hourly",
    hourly_rate: 15,
    store_id: storeId,
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`creating staff failed: ${response.body}`);
  return response.json() as Record<string, unknown> & { id: string };
}

/** A new store with one staff record, so the other factories can make records in it. */
export async function makeStoreWithStaff(t: TestApp, overrides: Record<string, unknown> = {}) {
  const store = await makeStore(t, overrides);
  const staff = await addStaffTo(t, store.id);
  return { store, staff };
}
