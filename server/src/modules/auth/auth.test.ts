import { describe, expect, it } from "vitest";
import {
  client,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  type DemoAccount,
  signIn,
  useTestApp,
} from "../../../test/test-app.ts";

// docs/decisions.md, Auth, word for word.
const STAFF_LOGIN_FAILED = "Invalid credentials or you are not assigned to the selected store";

const t = useTestApp();

const token = (payload: Record<string, unknown>, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/auth/v1/token", payload, remoteAddress: ip });

describe("sign-in", () => {
  it.each(Object.keys(DEMO_EMAILS) as DemoAccount[])(
    "signs in %s and returns the user without secrets",
    async (account) => {
      const { token: access, user } = await signIn(t.app, account);
      expect(access).toMatch(/^[\w-]{40,}$/);
      expect(user.email).toBe(DEMO_EMAILS[account]);
      expect(user).not.toHaveProperty("password_hash");
      expect(user).not.toHaveProperty("totp_secret");
      const me = await client(t.app, access).get("/api/auth/v1/user");
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(user.id);
      if (account.startsWith("staff"))
        expect(me.json().current_store).toMatchObject({ code: expect.any(String) });
    },
  );

  it("sets an httpOnly SameSite=Strict session cookie that authenticates", async () => {
    const response = await token({ email: DEMO_EMAILS.admin, password: DEMO_PASSWORD });
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const value = cookie.split(";")[0] ?? "";
    const me = await t.app.inject({ method: "GET", url: "/api/auth/v1/user", headers: { cookie: value } });
    expect(me.json().email).toBe(DEMO_EMAILS.admin);
  });

  it("refuses a wrong password with the spec's message", async () => {
    const response = await token({ email: DEMO_EMAILS.admin, password: "wrong-password" }, "10.0.0.2");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Invalid email or password", code: "unauthorized" });
  });

  it("refuses an unknown email with the same message", async () => {
    const response = await token({ email: "nobody@example.com", password: DEMO_PASSWORD }, "10.0.0.3");
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Invalid email or password");
  });

  it("refuses staff without a store or with a store they are not assigned to", async () => {
    const noStore = await token({ email: DEMO_EMAILS.staff, password: DEMO_PASSWORD }, "10.0.0.4");
    expect(noStore.statusCode).toBe(401);
    expect(noStore.json()).toMatchObject({ message: STAFF_LOGIN_FAILED, code: "unauthorized" });
    const demo = (await t.app.inject({ method: "GET", url: "/api/auth/v1/demo-accounts" })).json();
    const staff2Codes: string[] = demo.accounts.find(
      (a: { email: string }) => a.email === DEMO_EMAILS.staff2,
    ).store_codes;
    const staffCodes: string[] = demo.accounts.find(
      (a: { email: string }) => a.email === DEMO_EMAILS.staff,
    ).store_codes;
    const foreign = staff2Codes.find((code) => !staffCodes.includes(code));
    const wrongStore = await token(
      { email: DEMO_EMAILS.staff, password: DEMO_PASSWORD, store_code: foreign },
      "10.0.0.4",
    );
    expect(wrongStore.statusCode).toBe(401);
    expect(wrongStore.json().message).toBe(STAFF_LOGIN_FAILED);
  });

  it("keeps 'Invalid email or password' for a staff member's wrong password without a store", async () => {
    const response = await token({ email: DEMO_EMAILS.staff, password: "wrong-password" }, "10.0.0.5");
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Invalid email or password");
  });

  it("refuses a malformed body with 400", async () => {
    const response = await token({ email: "not-an-email" });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("validation_failed");
  });

  it("locks an email out after 10 failures within the window, even with the right password", async () => {
    const email = DEMO_EMAILS.ceo;
    for (let i = 0; i < 10; i++) {
      const response = await token({ email, password: `wrong-${i}` }, `10.1.0.${i}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await token({ email, password: DEMO_PASSWORD }, "10.1.1.1");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("too_many_requests");
    const other = await token({ email: DEMO_EMAILS.accounting, password: DEMO_PASSWORD }, "10.1.1.1");
    expect(other.statusCode).toBe(200);
  });

  it("writes LOGIN and LOGIN_FAILED audit entries with the request's IP", async () => {
    await token({ email: DEMO_EMAILS.store_manager, password: "nope" }, "10.9.9.9");
    const { token: admin } = await signIn(t.app, "admin");
    const failed = await client(t.app, admin).get(
      "/api/rest/v1/audit_logs?eq=action.LOGIN_FAILED&eq1=ip_address.10.9.9.9",
    );
    expect(failed.json()).toHaveLength(1);
    const logins = await client(t.app, admin).get("/api/rest/v1/audit_logs?eq=action.LOGIN&limit=5");
    expect(logins.json().length).toBeGreaterThan(0);
  });
});

describe("session", () => {
  it("rejects a missing or invalid token with 401 Invalid or expired token", async () => {
    const none = await client(t.app).get("/api/auth/v1/user");
    expect(none.statusCode).toBe(401);
    const bad = await client(t.app, "not-a-token").get("/api/rest/v1/stores");
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toContain("Invalid or expired token");
  });

  it("accepts the token as apikey too", async () => {
    const { token: access } = await signIn(t.app, "admin");
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/v1/user",
      headers: { apikey: access },
    });
    expect(response.statusCode).toBe(200);
  });

  it("logout revokes the token", async () => {
    const { token: access } = await signIn(t.app, "accounting");
    const api = client(t.app, access);
    expect((await api.post("/api/auth/v1/logout")).statusCode).toBe(200);
    expect((await api.get("/api/auth/v1/user")).statusCode).toBe(401);
  });

  it("lists and revokes the user's own sessions", async () => {
    const first = await signIn(t.app, "store_manager");
    const second = await signIn(t.app, "store_manager");
    const api = client(t.app, second.token);
    const sessions: Array<{ id: string; current: boolean }> = (await api.get("/api/auth/v1/sessions")).json();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    for (const session of sessions.filter((s) => !s.current)) {
      expect((await api.delete(`/api/auth/v1/sessions/${session.id}`)).statusCode).toBe(200);
    }
    expect((await client(t.app, first.token).get("/api/auth/v1/user")).statusCode).toBe(401);
    expect((await api.get("/api/auth/v1/user")).statusCode).toBe(200);
    const admin = await signIn(t.app, "admin");
    const foreign = sessions[0]?.id ?? "";
    expect((await client(t.app, admin.token).delete(`/api/auth/v1/sessions/${foreign}`)).statusCode).toBe(
      404,
    );
  });

  it("public store list answers without a token and shows only id, code and name", async () => {
    const response = await client(t.app).get("/api/auth/v1/stores");
    expect(response.statusCode).toBe(200);
    const stores = response.json();
    expect(stores.length).toBeGreaterThan(0);
    expect(Object.keys(stores[0]).sort()).toEqual(["code", "id", "name"]);
  });

  it("public demo-account list names the six accounts with their stores", async () => {
    const response = await client(t.app).get("/api/auth/v1/demo-accounts");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.enabled).toBe(true);
    expect(body.accounts.map((a: { email: string }) => a.email).sort()).toEqual(
      Object.values(DEMO_EMAILS).sort(),
    );
    expect(body.accounts.find((a: { email: string }) => a.email === DEMO_EMAILS.staff2).store_codes).toEqual([
      "MS-RETAIL",
    ]);
  });

  it("staff switch store only among assigned stores", async () => {
    const { token: access, user } = await signIn(t.app, "staff");
    const api = client(t.app, access);
    const target = user.assigned_stores.find((id) => id !== user.current_store_id);
    const ok = await api.post("/api/auth/v1/switch-store", { store_id: target });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().current_store_id).toBe(target);
    const staff2 = await signIn(t.app, "staff2");
    const refused = await api.post("/api/auth/v1/switch-store", { store_id: staff2.user.assigned_stores[0] });
    expect(refused.statusCode).toBe(403);
  });
});
