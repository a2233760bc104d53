import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("audit logs", () => {
  it("are read by the admin and written by nobody through the API", async () => {
    const api = await asAdmin(t);
    const [entry] = (await api.get("/api/rest/v1/audit_logs?limit=1")).json();
    expect(entry.id).toEqual(expect.any(String));
    expect(
      (await api.post("/api/rest/v1/audit_logs", { action: "CREATE", description: "forged" })).statusCode,
    ).toBe(403);
    expect(
      (await api.patch(`/api/rest/v1/audit_logs?eq=id.${entry.id}`, { description: "x" })).statusCode,
    ).toBe(403);
    expect((await api.delete(`/api/rest/v1/audit_logs?eq=id.${entry.id}`)).statusCode).toBe(403);
  });
});
