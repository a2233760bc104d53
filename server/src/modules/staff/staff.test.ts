import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeStaff } from "./staff.factory.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("staff", () => {
  it("shows the store's name by join; staff read only their own record", async () => {
    const member = await makeStaff(t);
    expect(typeof member.store_name).toBe("string");
    expect(member.allowed_actions).toEqual(["edit", "delete"]);
    const staff = await signIn(t.app, "staff");
    const rows = (await client(t.app, staff.token).get("/api/rest/v1/staff")).json();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ email: "staff@example.com", allowed_actions: [] });
  });
});
