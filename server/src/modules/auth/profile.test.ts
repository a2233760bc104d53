import { describe, expect, it } from "vitest";
import { auditEntries } from "../../../test/audit-entries.ts";
import { client, DEMO_EMAILS, signIn, useTestApp } from "../../../test/test-app.ts";
import { makeVendor } from "../vendors/vendors.factory.ts";

const t = useTestApp();

describe("PATCH /api/auth/v1/user", () => {
  it("saves one's own profile fields, audited; the same email is accepted and ignored", async () => {
    const { token, user } = await signIn(t.app, "store_manager");
    const api = client(t.app, token);
    const saved = await api.patch("/api/auth/v1/user", {
      name: "Morgan Manager",
      email: DEMO_EMAILS.store_manager,
      phone: "555-0101",
      bio: "Runs two stores.",
      job_title: "Store Manager",
      department: "Operations",
      location: "Austin",
      timezone: "CST",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: "Morgan Manager", bio: "Runs two stores.", timezone: "CST" });
    expect((await api.get("/api/auth/v1/user")).json().location).toBe("Austin");
    const profileEntries = () =>
      auditEntries(t, { target_id: user.id, descriptionLike: "%updated their profile%" });
    expect(await profileEntries()).toHaveLength(1);
    // Nothing changed: no second entry.
    await api.patch("/api/auth/v1/user", { name: "Morgan Manager" });
    expect(await profileEntries()).toHaveLength(1);
  });

  it("refuses a different email, a role or stores (admin only), and bad values", async () => {
    const { token } = await signIn(t.app, "staff");
    const api = client(t.app, token);
    expect((await api.patch("/api/auth/v1/user", { email: "me@else.com" })).statusCode).toBe(403);
    expect((await api.patch("/api/auth/v1/user", { role: "admin" })).statusCode).toBe(403);
    expect((await api.patch("/api/auth/v1/user", { assigned_stores: [] })).statusCode).toBe(403);
    const long = await api.patch("/api/auth/v1/user", { bio: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details.fields).toHaveProperty("bio");
    expect((await api.patch("/api/auth/v1/user", { name: "" })).statusCode).toBe(400);
  });
});

describe("account activity and data download", () => {
  it("activity shows real figures", async () => {
    const { token, user } = await signIn(t.app, "admin");
    const activity = (await client(t.app, token).get("/api/auth/v1/user/activity")).json();
    const created = await t.database.db
      .selectFrom("audit_logs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", user.id)
      .where("action", "=", "CREATE")
      .executeTakeFirstOrThrow();
    expect(activity.records_created).toBe(Number(created.n));
    // Creating a record counts at once (the per-user totals move in the write's transaction).
    await makeVendor(t, { name: "Activity Count Supplies" });
    const after = (await client(t.app, token).get("/api/auth/v1/user/activity")).json();
    expect(after.records_created).toBe(activity.records_created + 1);
    expect(activity.member_since).toBe(user.created_at);
    expect(activity.last_login_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(activity.active_sessions).toBeGreaterThanOrEqual(1);
  });

  it("GET /user/export downloads profile-data-{date}.json with profile, settings and account, one EXPORT entry", async () => {
    const { token, user } = await signIn(t.app, "ceo");
    const response = await client(t.app, token).get("/api/auth/v1/user/export");
    expect(response.statusCode).toBe(200);
    const date = new Date().toISOString().slice(0, 10);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="profile-data-${date}.json"`);
    const data = response.json();
    expect(data.profile).toMatchObject({ email: DEMO_EMAILS.ceo, role: "ceo" });
    expect(data.settings.general.theme).toBe("light");
    expect(data.account).toMatchObject({ role: "ceo", member_since: user.created_at });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|totp_secret|scrypt\$/);
    expect(await auditEntries(t, { user_id: user.id, action: "EXPORT" })).toHaveLength(1);
  });
});

describe("sessions list", () => {
  it("shows device, IP, last use and the current session; revoking one ends it", async () => {
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      headers: {
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      },
      payload: { email: DEMO_EMAILS.accounting, password: "Demo1234" },
    });
    const { token } = await signIn(t.app, "accounting");
    const api = client(t.app, token);
    const sessions: Array<Record<string, unknown>> = (await api.get("/api/auth/v1/sessions")).json();
    const phone = sessions.find((session) => session.device === "Safari on iPhone");
    expect(phone).toMatchObject({ current: false, ip_address: expect.any(String) });
    expect(phone?.last_used_at).toEqual(expect.any(String));
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect((await api.delete(`/api/auth/v1/sessions/${String(phone?.id)}`)).statusCode).toBe(200);
    expect((await client(t.app, other.json().access_token).get("/api/auth/v1/user")).statusCode).toBe(401);
  });
});
