import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeCareer } from "./careers.factory.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("careers", () => {
  it("a posting gets today's date; admin and ceo may change it", async () => {
    const posting = await makeCareer(t);
    expect(posting.posted_date).toBe(t.today);
    const ceo = await signIn(t.app, "ceo");
    const read = (await client(t.app, ceo.token).get(`/api/rest/v1/careers/${posting.id}`)).json();
    expect(read.allowed_actions).toEqual(["edit", "delete"]);
  });

  it("applications are read and deleted by admin only; no hire before applications have a status", async () => {
    const admin = await signIn(t.app, "admin");
    const rows = (await client(t.app, admin.token).get("/api/rest/v1/career_applications?limit=3")).json();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.allowed_actions).toEqual(["delete"]);
  });
});
