import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { client, createTestApp, DEMO_EMAILS, signIn, type TestApp } from "../../../test/test-app.ts";

// The rule (docs/decisions.md, Users matrix, §8): a sign-in account reaches its staff records through its
// email. Nobody changes their own email; emails are unique ignoring case; staff records (and so
// their emails) are written by the admin only. So an account's owner can never move the link.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const staffRecordsOf = async (email: string) =>
  (
    await t.database.db
      .selectFrom("staff")
      .select(["id", "store_id"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .execute()
  ).map((row) => ({ id: String(row.id), store_id: String(row.store_id) }));

describe("impersonation through the email link", () => {
  it("staff cannot set their own email to a colleague's (any case), so they never read the colleague's time entries, staff record or pay", async () => {
    const staff = await signIn(t.app, "staff");
    const api = client(t.app, staff.token);
    for (const email of [DEMO_EMAILS.staff2, DEMO_EMAILS.staff2.toUpperCase(), "someone-new@example.com"]) {
      const refused = await api.patch(`/api/rest/v1/users?eq=id.${staff.user.id}`, { email });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ code: "forbidden", message: expect.any(String) });
    }
    const me = (await api.get("/api/auth/v1/user")).json();
    expect(me.email).toBe(DEMO_EMAILS.staff);

    const colleague = new Set((await staffRecordsOf(DEMO_EMAILS.staff2)).map((record) => record.id));
    expect(colleague.size).toBeGreaterThan(0);
    const entries: Array<{ employee_id: string }> = (
      await api.get("/api/rest/v1/employee_time_entries")
    ).json();
    expect(entries.filter((entry) => colleague.has(entry.employee_id))).toEqual([]);
    const records: Array<{ id: string }> = (await api.get("/api/rest/v1/staff")).json();
    expect(records.filter((record) => colleague.has(record.id))).toEqual([]);
    expect((await api.get("/api/rest/v1/employee_wages")).statusCode).toBe(403);
    expect((await api.get("/api/rest/v1/employee_withdrawals")).statusCode).toBe(403);
  });

  it("a store manager or staff cannot set a staff record's email to their own or a colleague's: staff records are the admin's to write", async () => {
    const manager = await signIn(t.app, "store_manager");
    const staff = await signIn(t.app, "staff");
    const [managed] = await t.database.db
      .selectFrom("staff")
      .select("id")
      .where("store_id", "in", manager.user.managed_stores)
      .execute();
    const [own] = await staffRecordsOf(DEMO_EMAILS.staff);
    const attempts = [
      { token: manager.token, id: String(managed?.id), email: DEMO_EMAILS.store_manager },
      { token: manager.token, id: String(managed?.id), email: DEMO_EMAILS.staff2 },
      { token: staff.token, id: String(own?.id), email: DEMO_EMAILS.staff2 },
    ];
    for (const { token, id, email } of attempts) {
      const refused = await client(t.app, token).patch(`/api/rest/v1/staff?eq=id.${id}`, { email });
      expect(refused.statusCode, refused.body).toBe(403);
    }
    const created = await client(t.app, manager.token).post("/api/rest/v1/staff", {
      name: "Me Again",
      email: DEMO_EMAILS.store_manager,
      phone: "555-0100",
      position: "Cashier",
      department: "Sales",
      hire_date: t.today,
      store_id: manager.user.managed_stores[0],
    });
    expect(created.statusCode).toBe(403);
  });

  it("the admin cannot give one account another account's email, ignoring case", async () => {
    const staff = await signIn(t.app, "staff");
    const taken = await (await asAdmin(t)).patch(`/api/rest/v1/users?eq=id.${staff.user.id}`, {
      email: DEMO_EMAILS.staff2.toUpperCase(),
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().code).toBe("conflict");
  });
});
