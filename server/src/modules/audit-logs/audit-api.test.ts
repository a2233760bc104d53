import { AUDIT_DETAILS_RESTRICTED } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeWage } from "../payroll/payroll.factory.ts";
import { makeStaff } from "../staff/staff.factory.ts";

let t: TestApp;
const app = () => t;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const firstEntryId = async () =>
  (await (await asAdmin(t)).get("/api/rest/v1/audit_logs?limit=1&select=id")).json()[0].id as string;

describeLadder("/api/audit/summary", app, {
  method: "GET",
  url: "/api/audit/summary?eq=action.LOGIN",
  forbidden: { as: "accounting" },
  outOfScope: null,
  badRequest: { as: "admin", url: "/api/audit/summary?eq=no_such_column.1" },
  success: {
    as: "ceo",
    check: (response) => {
      const body = response.json();
      expect(body.total).toBeGreaterThan(0);
      expect(body.critical).toBe(0);
    },
  },
});

describeLadder("/api/audit/verify", app, {
  method: "GET",
  url: "/api/audit/verify",
  forbidden: { as: "staff" },
  outOfScope: null,
  badRequest: null,
  success: { as: "admin", check: (response) => expect(response.json().ok).toBe(true) },
});

describeLadder("/api/audit/{id}/report.txt", app, {
  method: "GET",
  url: async () => `/api/audit/${await firstEntryId()}/report.txt`,
  forbidden: { as: "store_manager" },
  outOfScope: { as: "admin", url: "/api/audit/no-such-entry/report.txt" },
  badRequest: null,
  success: {
    as: "admin",
    check: (response) => {
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
      expect(response.body).toContain("AUDIT LOG ENTRY REPORT");
      expect(response.body).toMatch(/Log ID: +\S+/);
    },
  },
});

describe("the audit list and its cards", () => {
  it("pages on the server: pages are disjoint and together are the filtered set", async () => {
    const api = await asAdmin(t);
    const filter = "eq=action.LOGIN&order=created_at.desc";
    const all = await api.get(`/api/rest/v1/audit_logs?${filter}&select=id&limit=1000&count=exact`);
    const total = Number(all.headers["x-total-count"]);
    const ids: string[] = all.json().map((row: { id: string }) => row.id);
    expect(total).toBe(ids.length);
    expect(total).toBeGreaterThan(50);
    const pages: string[][] = [];
    for (let offset = 0; offset < total; offset += 50) {
      const page = await api.get(
        `/api/rest/v1/audit_logs?${filter}&select=id,action&limit=50&offset=${offset}`,
      );
      const rows: { id: string; action: string }[] = page.json();
      expect(rows.every((row) => row.action === "LOGIN")).toBe(true);
      pages.push(rows.map((row) => row.id));
    }
    const union = pages.flat();
    expect(new Set(union).size).toBe(union.length);
    expect(union).toEqual(ids);
    const summary = (await api.get(`/api/audit/summary?${filter}&limit=50&offset=50`)).json();
    expect(summary.total).toBe(total);
  });

  it("counts the cards over the same filters and search as the list", async () => {
    const api = await asAdmin(t);
    const staff = await makeStaff(t, { name: "Summary Person" });
    await api.delete(`/api/rest/v1/staff?eq=id.${staff.id}`);
    const count = async (query: string) =>
      Number(
        (await api.get(`/api/rest/v1/audit_logs?${query}&limit=1&count=exact`)).headers["x-total-count"],
      );
    const all = (await api.get("/api/audit/summary")).json();
    expect(all.total).toBe(await count("select=id"));
    expect(all.critical).toBe(await count("eq=action.DELETE"));
    expect(all.critical).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(all.today).toBe(await count(`gte=created_at.${today}`));
    const users = new Set(
      (await api.get("/api/rest/v1/audit_logs?select=user_id&limit=1000"))
        .json()
        .map((row: { user_id: string }) => row.user_id),
    );
    if (all.total <= 1000) expect(all.active_users).toBe(users.size);
    const searched = (await api.get("/api/audit/summary?q=Summary%20Person")).json();
    expect(searched).toMatchObject({ total: 2, critical: 1, today: 2, active_users: 1 });
    expect(
      (await api.get("/api/audit/summary?eq=target_table.staff&eq1=action.DELETE")).json().critical,
    ).toBe(await count("eq=target_table.staff&eq1=action.DELETE"));
  });

  it("reads the unfiltered cards and counts from the entries' totals, equal to the rows, entries without a user included", async () => {
    const api = await asAdmin(t);
    // An unknown email's failed sign-in: an entry without a user.
    await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      payload: { email: "nobody-at-all@example.com", password: "wrong-password" },
    });
    const staff = await makeStaff(t, { name: "Totals Person" });
    await api.delete(`/api/rest/v1/staff?eq=id.${staff.id}`);
    const { db } = t.database;
    const rows = async (where: (qb: ReturnType<typeof entries>) => ReturnType<typeof entries> = (qb) => qb) =>
      Number((await where(entries()).executeTakeFirstOrThrow()).n);
    const entries = () => db.selectFrom("audit_logs").select((eb) => eb.fn.countAll().as("n"));
    const nullUsers = await rows((qb) => qb.where("user_id", "is", null));
    expect(nullUsers).toBeGreaterThan(0);
    const users = await db
      .selectFrom("audit_logs")
      .select((eb) => eb.fn.count("user_id").distinct().as("n"))
      .executeTakeFirstOrThrow();
    const summary = (await api.get("/api/audit/summary")).json();
    expect(summary.total).toBe(await rows());
    expect(summary.critical).toBe(await rows((qb) => qb.where("action", "=", "DELETE")));
    expect(summary.active_users).toBe(Number(users.n));
    const listed = await api.get("/api/rest/v1/audit_logs?select=id&limit=1&count=exact");
    expect(Number(listed.headers["x-total-count"])).toBe(await rows());
    const admin = (
      await db.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirstOrThrow()
    ).id;
    const byUser = (await api.get(`/api/audit/summary?eq=user_id.${admin}&in=action.CREATE,DELETE`)).json();
    expect(byUser.total).toBe(
      await rows((qb) => qb.where("user_id", "=", admin).where("action", "in", ["CREATE", "DELETE"])),
    );
    expect(byUser.active_users).toBe(1);
  });

  it("writes no entry for an update that changes nothing", async () => {
    const api = await asAdmin(t);
    const staff = await makeStaff(t, { name: "Unchanged Person" });
    const entries = async () =>
      (await api.get(`/api/rest/v1/audit_logs?eq=target_id.${staff.id}&select=action`)).json().length;
    expect(await entries()).toBe(1);
    expect(
      (await api.patch(`/api/rest/v1/staff?eq=id.${staff.id}`, { name: "Unchanged Person" })).statusCode,
    ).toBe(200);
    expect(await entries()).toBe(1);
    await api.patch(`/api/rest/v1/staff?eq=id.${staff.id}`, { name: "Changed Person" });
    expect(await entries()).toBe(2);
  });
});

describe("payroll in the audit log", () => {
  it("shows pay figures only to those who read payroll, in the list and the report", async () => {
    const admin = await asAdmin(t);
    const ceo = client(t.app, (await signIn(t.app, "ceo")).token);
    const staff = await makeStaff(t, { name: "Rate Person", salary_type: "hourly", hourly_rate: 31.5 });
    const patched = await admin.patch(`/api/rest/v1/staff?eq=id.${staff.id}`, {
      hourly_rate: 33.25,
      position: "Team Lead",
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const query = `/api/rest/v1/audit_logs?eq=target_id.${staff.id}&eq1=action.UPDATE&select=id,changes`;
    const [adminEntry] = (await admin.get(query)).json();
    expect(adminEntry.changes).toMatchObject({
      hourly_rate: { before: 31.5, after: 33.25 },
      position: { after: "Team Lead" },
    });
    const [ceoEntry] = (await ceo.get(query)).json();
    expect(ceoEntry.changes).toMatchObject({ position: { after: "Team Lead" } });
    expect(ceoEntry.changes).not.toHaveProperty("hourly_rate");
    expect((await ceo.get(`${query}&ilike=changes.*33.25*`)).json()).toEqual([]);
    const ceoReport = (await ceo.get(`/api/audit/${ceoEntry.id}/report.txt`)).body;
    expect(ceoReport).toContain("Team Lead");
    expect(ceoReport).not.toContain("33.25");
    expect((await admin.get(`/api/audit/${ceoEntry.id}/report.txt`)).body).toContain("33.25");

    const wage = await makeWage(t, { hourly_rate: 41.75, effective_from: "2019-10-10" });
    const [wageEntry] = (await admin.get(`/api/rest/v1/audit_logs?eq=target_id.${wage.id}&select=id`)).json();
    const wageReport = (await ceo.get(`/api/audit/${wageEntry.id}/report.txt`)).body;
    expect(wageReport).toContain(AUDIT_DETAILS_RESTRICTED);
    expect(wageReport).not.toContain("41.75");
  });
});

describe("the text report of an entry", () => {
  it("a field's control characters are written as escapes: no line of the report can be forged", async () => {
    const { writeAudit } = await import("../../audit/audit.ts");
    await writeAudit(
      t.database.db,
      { userId: null, userName: "Mallory\rUser ID:       admin", ip: "127.0.0.1", userAgent: "ua\u2028x" },
      {
        action: "UPDATE",
        targetTable: "vendors",
        targetId: "forged-line-test",
        description: "Renamed\nAction:        DELETE\u001b[2K\u202eevil",
        changes: { note: "a\u2029b" },
      },
    );
    const admin = await asAdmin(t);
    const [entry] = (
      await admin.get("/api/rest/v1/audit_logs?eq=target_id.forged-line-test&select=id")
    ).json();
    const report = (await admin.get(`/api/audit/${entry.id}/report.txt`)).body;
    const lines = report.split("\n");
    expect(lines.filter((line) => line.startsWith("Action:"))).toEqual(["Action:        UPDATE (Updated)"]);
    expect(lines.filter((line) => line.startsWith("User ID:"))).toHaveLength(1);
    expect(report).toContain("Description:   Renamed\\nAction:        DELETE\\u001b[2K\\u202eevil");
    expect(report).toContain("User Name:     Mallory\\rUser ID:       admin");
    expect(report).toContain('"note": "a\\u2029b"');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
    expect(report).not.toMatch(/[\r\u001b\u2028\u2029\u202e]/);
  });
});
