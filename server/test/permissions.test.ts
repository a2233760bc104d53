import { accessFor, ROLES, type Role, TABLE_NAMES, type TableName, type Verb } from "@storeops/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { makePayrollRun } from "../src/modules/payroll/payroll.factory.ts";
import { factoryContext, HARMLESS_PATCH, makePayload } from "./factories.ts";
import { client, type SignedIn, signIn, useTestApp } from "./test-app.ts";

// docs/decisions.md, Roles and the permission matrix permission matrix: every table × role × verb, one real request each.
const t = useTestApp();
const sessions = {} as Record<Role, SignedIn>;

beforeAll(async () => {
  for (const role of ROLES) sessions[role] = await signIn(t.app, role);
});

function storeOf(role: Role): string | undefined {
  const user = sessions[role].user;
  if (role === "accounting") return user.assigned_stores[0];
  if (role === "store_manager") return user.managed_stores[0];
  if (role === "staff") return String(user.current_store_id);
  return undefined;
}

const api = (role: Role) => client(t.app, sessions[role].token);

async function createAs(role: Role, table: TableName, overrides: Record<string, unknown> = {}) {
  const ctx = await factoryContext(t, storeOf(role));
  // An approver delegates their own approvals, to someone who reaches every store (docs/decisions.md, Approvals).
  const own =
    table === "approval_delegations" && role !== "admin" ? { delegator_id: sessions[role].user.id } : {};
  const body = makePayload(table, ctx, { ...own, ...overrides });
  if (role === "staff" && table === "employee_time_entries") {
    // Staff clock in for themselves: the server picks their own staff record.
    return api(role).post(`/api/rest/v1/${table}`, { work_date: t.today, clock_in_time: "08:00" });
  }
  return api(role).post(`/api/rest/v1/${table}`, body);
}

/** A row the role can reach, made by the role itself when it may create, else by admin in its store. */
async function targetRow(role: Role, table: TableName): Promise<string> {
  if (table === "users" && role !== "admin" && role !== "ceo") return sessions[role].user.id;
  if (table === "stores" && storeOf(role)) return String(storeOf(role));
  if (table === "audit_logs" || table === "career_applications") {
    const row = await t.database.db.selectFrom(table).select("id").executeTakeFirstOrThrow();
    return String(row.id);
  }
  if (table === "payroll_runs") return (await makePayrollRun(t, storeOf(role))).id;
  if (role === "staff" && table === "employee_time_entries") {
    const mine = await api(role).get(`/api/rest/v1/${table}?is=clock_out_time.null`);
    const open = mine.json()[0];
    if (open) return open.id;
  }
  const creator: Role = accessFor(role, table, "create") ? role : "admin";
  const ctx = await factoryContext(t, storeOf(role));
  const response =
    creator === role
      ? await createAs(role, table)
      : await api("admin").post(`/api/rest/v1/${table}`, makePayload(table, ctx));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const cases = ROLES.flatMap((role) =>
  TABLE_NAMES.flatMap((table) =>
    (["read", "create", "update", "delete"] as Verb[]).map((verb) => ({
      role,
      table,
      verb,
      access: accessFor(role, table, verb),
    })),
  ),
);

describe.each(ROLES)("%s", (role) => {
  it.each(cases.filter((c) => c.role === role))("$verb $table → $access", async ({ table, verb, access }) => {
    const allowed = access !== undefined;
    if (verb === "read") {
      const response = await api(role).get(`/api/rest/v1/${table}?limit=5`);
      expect(response.statusCode, response.body).toBe(allowed ? 200 : 403);
      if (allowed) expect(Array.isArray(response.json())).toBe(true);
      return;
    }
    if (verb === "create") {
      const response = await createAs(role, table);
      expect(response.statusCode, response.body).toBe(allowed ? 201 : 403);
      if (allowed) expect(response.json().id).toEqual(expect.any(String));
      return;
    }
    if (!allowed) {
      const id = await t.database.db.selectFrom(table).select("id").executeTakeFirstOrThrow();
      const response =
        verb === "update"
          ? await api(role).patch(`/api/rest/v1/${table}?eq=id.${id.id}`, HARMLESS_PATCH[table])
          : await api(role).delete(`/api/rest/v1/${table}?eq=id.${id.id}`);
      expect(response.statusCode, response.body).toBe(403);
      return;
    }
    const id = await targetRow(role, table);
    const patch =
      role === "staff" && table === "employee_time_entries"
        ? { clock_out_time: "16:00" }
        : HARMLESS_PATCH[table];
    const response =
      verb === "update"
        ? await api(role).patch(`/api/rest/v1/${table}?eq=id.${id}`, patch)
        : await api(role).delete(`/api/rest/v1/${table}?eq=id.${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveLength(1);
    expect(response.json()[0].id).toBe(id);
  });
});

describe("no secrets leave the server", () => {
  it("users rows never carry hashes, even when asked for", async () => {
    const all = await api("admin").get("/api/rest/v1/users");
    for (const row of all.json()) {
      expect(row).not.toHaveProperty("password_hash");
      expect(row).not.toHaveProperty("totp_secret");
    }
    const asked = await api("admin").get("/api/rest/v1/users?select=id,password_hash");
    expect(asked.statusCode).toBe(400);
  });
});
