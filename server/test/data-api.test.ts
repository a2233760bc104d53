import { describe, expect, it } from "vitest";
import { factoryContext, makePayload } from "./factories.ts";
import { client, useSignIn, useTestApp } from "./test-app.ts";

const t = useTestApp();
const admin = useSignIn(t, "admin");
const accounting = useSignIn(t, "accounting");

const asAdmin = () => client(t.app, admin.token);

describe("query options", () => {
  it("selects columns, orders, limits and counts", async () => {
    const response = await asAdmin().get(
      "/api/rest/v1/purchases?select=id,amount,purchase_date&order=amount.desc&limit=3&count=exact",
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows).toHaveLength(3);
    // allowed_actions rides on every record, whatever the selection (docs/decisions.md, API contract: general rules).
    expect(Object.keys(rows[0]).sort()).toEqual(["allowed_actions", "amount", "id", "purchase_date"]);
    expect(rows[0].amount).toBeGreaterThanOrEqual(rows[1].amount);
    expect(Number(response.headers["x-total-count"])).toBeGreaterThan(3);
  });

  it("caps limit at 1000", async () => {
    const response = await asAdmin().get("/api/rest/v1/daily_income?select=id&limit=100000");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1000);
  });

  it("defaults to 100 rows", async () => {
    const response = await asAdmin().get("/api/rest/v1/daily_income?select=id");
    expect(response.json()).toHaveLength(100);
  });

  it("filters with eq, in, gte/lte, ilike, is and numbered keys", async () => {
    const inList = await asAdmin().get(
      "/api/rest/v1/purchases?in=status.pending,approved&limit=1000&select=status",
    );
    expect(new Set(inList.json().map((r: { status: string }) => r.status))).toEqual(
      new Set(["pending", "approved"]),
    );
    const range = await asAdmin().get(
      "/api/rest/v1/purchases?gte=amount.100&lte=amount.200&select=amount&limit=1000",
    );
    for (const row of range.json()) expect(row.amount).toBeGreaterThanOrEqual(100);
    for (const row of range.json()) expect(row.amount).toBeLessThanOrEqual(200);
    const nulls = await asAdmin().get("/api/rest/v1/purchases?is=paid_at.null&eq=status.paid");
    expect(nulls.json()).toHaveLength(0);
    const ilike = await asAdmin().get("/api/rest/v1/stores?ilike=name.*A*&select=name");
    expect(ilike.statusCode).toBe(200);
  });

  it("searches case-insensitively with q and treats wildcards literally", async () => {
    const store = (await asAdmin().get("/api/rest/v1/stores?limit=1&select=name")).json()[0];
    const found = await asAdmin().get(
      `/api/rest/v1/stores?q=${encodeURIComponent(store.name.toUpperCase())}`,
    );
    expect(found.json().map((r: { name: string }) => r.name)).toContain(store.name);
    const literal = await asAdmin().get("/api/rest/v1/stores?q=%25");
    expect(literal.json()).toHaveLength(0);
  });

  it("refuses unknown tables, columns, operators and parameters with 400", async () => {
    expect((await asAdmin().get("/api/rest/v1/secrets")).statusCode).toBe(400);
    expect((await asAdmin().get("/api/rest/v1/purchases?select=nope")).statusCode).toBe(400);
    expect((await asAdmin().get("/api/rest/v1/purchases?eq=nope.1")).statusCode).toBe(400);
    expect((await asAdmin().get("/api/rest/v1/purchases?order=amount.sideways")).statusCode).toBe(400);
    expect((await asAdmin().get("/api/rest/v1/purchases?regex=amount.1")).statusCode).toBe(400);
    expect((await asAdmin().get("/api/rest/v1/purchases?eq=amount.abc")).statusCode).toBe(400);
    expect((await asAdmin().get("/api/rest/v1/purchases?limit=-1")).statusCode).toBe(400);
  });

  it("injection-shaped values are bound, returning no extra rows", async () => {
    const attempts = [
      "eq=status.pending' OR '1'='1",
      "eq=id.1 OR 1=1",
      "q=' OR 1=1 --",
      "eq=status.pending;DROP TABLE purchases",
      "in=status.x') OR ('1'='1",
    ];
    for (const attempt of attempts) {
      const [key, value] = attempt.split("=", 2) as [string, string];
      const rest = attempt.slice(key.length + 1);
      const response = await asAdmin().get(
        `/api/rest/v1/purchases?${key}=${encodeURIComponent(rest || value)}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(0);
    }
    expect((await asAdmin().get("/api/rest/v1/purchases?limit=1")).json()).toHaveLength(1);
  });

  it("serves money as dollars with at most two decimals", async () => {
    const rows = (await asAdmin().get("/api/rest/v1/purchases?select=amount&limit=200")).json();
    for (const row of rows) expect(Math.round(row.amount * 100) / 100).toBe(row.amount);
  });
});

describe("writes", () => {
  it("refuses PATCH and DELETE without a filter", async () => {
    expect((await asAdmin().patch("/api/rest/v1/vendors", { notes: "x" })).statusCode).toBe(400);
    expect((await asAdmin().delete("/api/rest/v1/vendors")).statusCode).toBe(400);
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/rest/v1/vendors",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      payload: '{"name": "broken",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it("validates bodies with field errors and refuses unknown fields", async () => {
    const ctx = await factoryContext(t);
    const missing = await asAdmin().post("/api/rest/v1/purchases", { store_id: ctx.storeId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toHaveProperty("invoice_no");
    const check = await asAdmin().post(
      "/api/rest/v1/purchases",
      makePayload("purchases", ctx, { payment_type: "check" }),
    );
    expect(check.statusCode).toBe(400);
    expect(check.json().details.fields).toHaveProperty("check_no");
    const cents = await asAdmin().post(
      "/api/rest/v1/purchases",
      makePayload("purchases", ctx, { amount: 1.234 }),
    );
    expect(cents.statusCode).toBe(400);
    const unknown = await asAdmin().post(
      "/api/rest/v1/purchases",
      makePayload("purchases", ctx, { hacker: true }),
    );
    expect(unknown.statusCode).toBe(400);
  });

  it("stores money exactly in cents", async () => {
    const ctx = await factoryContext(t);
    const created = await asAdmin().post("/api/rest/v1/daily_income", makePayload("daily_income", ctx));
    expect(created.statusCode).toBe(201);
    expect(created.json().total_income).toBe(300.33);
    const row = await t.database.db
      .selectFrom("daily_income")
      .select(["total_income", "income_other"])
      .where("id", "=", created.json().id)
      .executeTakeFirstOrThrow();
    expect(Number(row.total_income)).toBe(30033);
    expect(Number(row.income_other)).toBe(3);
  });

  it("writes an audit entry with before and after for each change, and none when the change fails", async () => {
    const ctx = await factoryContext(t);
    const created = await asAdmin().post("/api/rest/v1/vendors", makePayload("vendors", ctx));
    const id = created.json().id;
    await asAdmin().patch(`/api/rest/v1/vendors?eq=id.${id}`, { notes: "New notes" });
    const trail = (
      await asAdmin().get(`/api/rest/v1/audit_logs?eq=target_id.${id}&order=created_at.asc`)
    ).json();
    expect(trail.map((e: { action: string }) => e.action)).toEqual(["CREATE", "UPDATE"]);
    expect(trail[1].changes.notes).toEqual({ before: null, after: "New notes" });
    expect(trail[1].user_id).toBe(admin.user.id);
    expect(trail[1].ip_address).toBeTruthy();

    // A refused delete (an industry that still has stores, docs/decisions.md, API contract: general rules) writes no audit entry.
    const store = (
      await asAdmin().get(`/api/rest/v1/stores?eq=id.${ctx.storeId}&select=industry_id`)
    ).json()[0];
    const usedIndustry = store.industry_id;
    const before = (
      await asAdmin().get(`/api/rest/v1/audit_logs?eq=target_id.${usedIndustry}&count=exact&limit=0`)
    ).headers["x-total-count"];
    const refused = await asAdmin().delete(`/api/rest/v1/industries?eq=id.${usedIndustry}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("in_use");
    const after = (
      await asAdmin().get(`/api/rest/v1/audit_logs?eq=target_id.${usedIndustry}&count=exact&limit=0`)
    ).headers["x-total-count"];
    expect(after).toBe(before);
    expect((await asAdmin().get(`/api/rest/v1/industries?eq=id.${usedIndustry}`)).json()).toHaveLength(1);
  });

  it("audit entries cannot be written, changed or deleted through the API", async () => {
    const entry = (await asAdmin().get("/api/rest/v1/audit_logs?limit=1")).json()[0];
    expect((await asAdmin().post("/api/rest/v1/audit_logs", { action: "CREATE" })).statusCode).toBe(403);
    expect(
      (await asAdmin().patch(`/api/rest/v1/audit_logs?eq=id.${entry.id}`, { description: "x" })).statusCode,
    ).toBe(403);
    expect((await asAdmin().delete(`/api/rest/v1/audit_logs?eq=id.${entry.id}`)).statusCode).toBe(403);
  });

  it("new users get a one-time password, shown once, that must be changed", async () => {
    const ctx = await factoryContext(t);
    const created = await asAdmin().post("/api/rest/v1/users", makePayload("users", ctx));
    expect(created.statusCode).toBe(201);
    const { one_time_password: password, email } = created.json();
    expect(password).toMatch(/^\S{12}$/);
    const listed = (await asAdmin().get(`/api/rest/v1/users?eq=id.${created.json().id}`)).json()[0];
    expect(listed).not.toHaveProperty("one_time_password");
    const storeCode = (await asAdmin().get(`/api/rest/v1/stores?eq=id.${ctx.storeId}&select=code`)).json()[0]
      .code;
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      payload: { email, password, store_code: storeCode },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.must_change_password).toBe(true);
    // Until the one-time password is replaced, only the session and password calls answer.
    const fresh = client(t.app, login.json().access_token);
    const blocked = await fresh.get("/api/rest/v1/purchases");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe("password_change_required");
    expect((await fresh.get("/api/auth/v1/user")).statusCode).toBe(200);
    const changed = await fresh.post("/api/auth/v1/change-password", {
      current_password: password,
      new_password: "Chosen123",
    });
    expect(changed.statusCode).toBe(200);
    expect((await fresh.get("/api/rest/v1/purchases?limit=1")).statusCode).toBe(200);
  });

  it("admins cannot be deleted", async () => {
    const ceoAdmin = (await asAdmin().get("/api/rest/v1/users?eq=role.admin&limit=1")).json()[0];
    const response = await asAdmin().delete(`/api/rest/v1/users?eq=id.${ceoAdmin.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Cannot delete admin users!|cannot delete your own/);
  });

  it("derives store industry names by join, so a rename shows everywhere", async () => {
    const store = (
      await asAdmin().get("/api/rest/v1/stores?limit=1&select=id,industry_id,industry")
    ).json()[0];
    await asAdmin().patch(`/api/rest/v1/industries?eq=id.${store.industry_id}`, { name: "Renamed Industry" });
    const again = (await asAdmin().get(`/api/rest/v1/stores?eq=id.${store.id}&select=industry`)).json()[0];
    expect(again.industry).toBe("Renamed Industry");
  });
});

describe("accounting", () => {
  it("can approve but not modify transaction data, with the spec's message", async () => {
    const api = client(t.app, accounting.token);
    const ctx = await factoryContext(t, accounting.user.assigned_stores[0]);
    const created = await asAdmin().post("/api/rest/v1/purchases", makePayload("purchases", ctx));
    const id = created.json().id;
    const modify = await api.patch(`/api/rest/v1/purchases?eq=id.${id}`, { amount: 1 });
    expect(modify.statusCode).toBe(403);
    expect(modify.json().message).toBe(
      "Access Denied: Accounting users can only approve/reject (change status), not modify transaction data.",
    );
    const approve = await api.patch(`/api/rest/v1/purchases?eq=id.${id}`, { status: "approved" });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()[0]).toMatchObject({ status: "approved", approved_by: accounting.user.id });
    const pay = await api.patch(`/api/rest/v1/purchases?eq=id.${id}`, { status: "paid" });
    expect(pay.json()[0].status).toBe("paid");
    const back = await api.patch(`/api/rest/v1/purchases?eq=id.${id}`, { status: "pending" });
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe("invalid_transition");
  });

  it("rejecting needs a reason", async () => {
    const api = client(t.app, accounting.token);
    const ctx = await factoryContext(t, accounting.user.assigned_stores[0]);
    const id = (await asAdmin().post("/api/rest/v1/expenses", makePayload("expenses", ctx))).json().id;
    expect((await api.patch(`/api/rest/v1/expenses?eq=id.${id}`, { status: "rejected" })).statusCode).toBe(
      400,
    );
    const ok = await api.patch(`/api/rest/v1/expenses?eq=id.${id}`, {
      status: "rejected",
      rejection_reason: "Duplicate",
    });
    expect(ok.json()[0]).toMatchObject({ status: "rejected", rejection_reason: "Duplicate" });
  });

  it("cannot delete, with the spec's message", async () => {
    const row = (await client(t.app, accounting.token).get("/api/rest/v1/expenses?limit=1")).json()[0];
    const response = await client(t.app, accounting.token).delete(`/api/rest/v1/expenses?eq=id.${row.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "Access Denied: Accounting users cannot delete expenses. Please contact an administrator if deletion is required.",
    );
  });
});
