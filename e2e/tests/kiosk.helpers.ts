import { type APIRequestContext, expect } from "@playwright/test";

/** Helpers of the kiosk journeys (kiosk.spec.ts, offline.spec.ts). */

/** Two new employees of a store the manager runs, each with a PIN, and a kiosk of that store (admin, API). */
export async function kioskForTwo(request: APIRequestContext) {
  const me = (await (await request.get("/api/auth/v1/user")).json()) as { managed_stores?: string[] };
  const stores = (await (
    await request.get("/api/rest/v1/stores?select=id,name&order=name.asc&limit=1")
  ).json()) as Array<{
    id: string;
    name: string;
  }>;
  const storeId = me.managed_stores?.[0] ?? stores[0]?.id;
  if (!storeId) throw new Error("no store");
  const stamp = Date.now().toString(36);
  const people = [];
  const randomPin = () => String(100000 + Math.floor(Math.random() * 900000));
  for (const [first, pin] of [
    ["Ana", randomPin()],
    ["Ben", randomPin()],
  ] as const) {
    const name = `${first} Kiosk ${stamp}`;
    const created = await request.post("/api/rest/v1/staff", {
      data: {
        name,
        email: `${first.toLowerCase()}-${stamp}@example.com`,
        phone: "555-0110",
        position: "Cashier",
        department: "Sales",
        hire_date: "2024-01-02",
        store_id: storeId,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const pinSet = await request.put(`/api/kiosk/staff/${id}/pin`, { data: { pin } });
    expect(pinSet.status(), await pinSet.text()).toBe(200);
    people.push({ id, name, pin });
  }
  const device = await request.post("/api/kiosk/devices", {
    data: { store_id: storeId, name: `Counter ${stamp}` },
  });
  expect(device.status(), await device.text()).toBe(201);
  return { people, token: ((await device.json()) as { token: string }).token };
}
