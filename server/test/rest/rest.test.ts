import {
  accessFor,
  hasAllowedActions,
  ROLES,
  type Role,
  TABLE_NAMES,
  TABLES,
  type TableName,
  type Verb,
} from "@storeops/domain";
import { afterAll, beforeAll, expect } from "vitest";
import { untyped } from "../../src/db/database.ts";
import { asAdmin, demoStores } from "../demo-stores.ts";
import { factoryContext, HARMLESS_PATCH, makePayload } from "../factories.ts";
import { describeLadder } from "../ladder.ts";
import { createTestApp, type DemoAccount, type TestApp } from "../test-app.ts";

// The generic /rest/v1 front, every table through the ladder for each verb its matrix allows.
let t: TestApp;
const app = () => t;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ACCOUNT: Record<Role, DemoAccount> = {
  admin: "admin",
  ceo: "ceo",
  accounting: "accounting",
  store_manager: "store_manager",
  staff: "staff",
};

/** The least privileged role the matrix refuses this verb, or null when every role has it. */
function refusedRole(table: TableName, verb: Verb): DemoAccount | null {
  const role = [...ROLES].reverse().find((r) => accessFor(r, table, verb) === undefined);
  return role ? ACCOUNT[role] : null;
}

/** The 403 rung of a write: the least privileged role refused it; none when every role may (saved views). */
function refusedRung(table: TableName, verb: Verb): { as: DemoAccount } | null {
  const role = refusedRole(table, verb);
  return role ? { as: role } : null;
}

/** A role that reads the table by store, so a row of another store is out of its scope. */
function storeScopedReader(table: TableName): DemoAccount | null {
  if (!TABLES[table].storeBound) return null;
  if (accessFor("accounting", table, "read") === "stores") return "accounting";
  if (accessFor("store_manager", table, "read") === "stores") return "store_manager";
  return null;
}

async function rowId(table: TableName, storeId?: string): Promise<string> {
  let query = untyped(t.database.db).selectFrom(table).select("id");
  if (storeId) query = query.where(table === "stores" ? "id" : "store_id", "=", storeId);
  const row = await query.orderBy("id").executeTakeFirst();
  if (!row) throw new Error(`the demo data has no ${table} row${storeId ? ` in store ${storeId}` : ""}`);
  return String(row.id);
}

const foreignRow = async (table: TableName) => rowId(table, (await demoStores(t)).foreign);

/** A fresh row made by the admin (so writes do not disturb the seeded data). */
async function freshRow(table: TableName): Promise<string> {
  const ctx = await factoryContext(t);
  const created = await (await asAdmin(t)).post(`/api/rest/v1/${table}`, makePayload(table, ctx));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

/** Tables the admin creates, updates and deletes through the front with a factory payload. */
// Tables an admin creates through the generic API with a factory payload (users carry a one-time
// password, applications come from the public form, audit entries only from the server).
const WRITABLE = (Object.keys(HARMLESS_PATCH) as TableName[]).filter(
  // Payroll runs are made by POST /api/payroll-runs (payroll-runs.test.ts), not the generic front.
  (table) => !["users", "career_applications", "audit_logs", "payroll_runs"].includes(table),
);

const expectActions = (table: TableName, record: Record<string, unknown>) => {
  if (hasAllowedActions(table)) expect(Array.isArray(record.allowed_actions)).toBe(true);
};

for (const table of TABLE_NAMES) {
  const reader = storeScopedReader(table);
  describeLadder(`/api/rest/v1/${table}`, app, {
    method: "GET",
    url: `/api/rest/v1/${table}?limit=5`,
    forbidden: refusedRole(table, "read") ? { as: refusedRole(table, "read") as DemoAccount } : null,
    // A list has no single target: rows outside the caller's stores are left out (scope.test.ts).
    outOfScope: null,
    badRequest: { as: "admin", url: `/api/rest/v1/${table}?select=no_such_column` },
    success: {
      as: "admin",
      check: (response) => {
        for (const record of response.json()) expectActions(table, record);
      },
    },
  });

  describeLadder(`/api/rest/v1/${table}/{id}`, app, {
    method: "GET",
    url: async () => `/api/rest/v1/${table}/${await rowId(table)}`,
    forbidden: refusedRole(table, "read") ? { as: refusedRole(table, "read") as DemoAccount } : null,
    outOfScope: reader
      ? { as: reader, url: async () => `/api/rest/v1/${table}/${await foreignRow(table)}` }
      : null,
    badRequest: {
      as: "admin",
      url: async () => `/api/rest/v1/${table}/${await rowId(table)}?select=no_such_column`,
    },
    success: { as: "admin", check: (response) => expectActions(table, response.json()) },
  });
}

/** A role that writes the table by store (so another store's row is not found), or null. */
function storeScopedWriter(table: TableName, verb: Verb): DemoAccount | null {
  if (!TABLES[table].storeBound) return null;
  const role = (["accounting", "store_manager", "staff"] as const).find(
    (r) => accessFor(r, table, verb) !== undefined,
  );
  return role ? ACCOUNT[role] : null;
}

for (const table of WRITABLE) {
  const createBody: Record<string, unknown> = {};
  describeLadder(`/api/rest/v1/${table} (create)`, app, {
    method: "POST",
    url: async () => {
      Object.assign(createBody, makePayload(table, await factoryContext(t)));
      return `/api/rest/v1/${table}`;
    },
    payload: createBody,
    forbidden: refusedRung(table, "create"),
    // A create names no existing record; a store outside the caller's is refused in scope.test.ts.
    outOfScope: null,
    badRequest: { as: "admin", payload: { no_such_column: 1 } },
    success: { as: "admin", status: 201, check: (response) => expectActions(table, response.json()) },
  });

  const updater = storeScopedWriter(table, "update");
  describeLadder(`/api/rest/v1/${table} (update)`, app, {
    method: "PATCH",
    url: async () => `/api/rest/v1/${table}?eq=id.${await freshRow(table)}`,
    payload: HARMLESS_PATCH[table],
    forbidden: refusedRung(table, "update"),
    outOfScope: updater
      ? { as: updater, url: async () => `/api/rest/v1/${table}?eq=id.${await foreignRow(table)}` }
      : null,
    badRequest: { as: "admin", payload: { no_such_column: 1 } },
    success: {
      as: "admin",
      check: (response) => {
        const [record] = response.json();
        expect(record).toMatchObject(HARMLESS_PATCH[table] ?? {});
        expectActions(table, record);
      },
    },
  });

  const remover = storeScopedWriter(table, "delete");
  describeLadder(`/api/rest/v1/${table} (delete)`, app, {
    method: "DELETE",
    url: async () => `/api/rest/v1/${table}?eq=id.${await freshRow(table)}`,
    forbidden: refusedRung(table, "delete"),
    outOfScope: remover
      ? { as: remover, url: async () => `/api/rest/v1/${table}?eq=id.${await foreignRow(table)}` }
      : null,
    // PATCH and DELETE without a filter are refused (docs/decisions.md, API contract: general rules).
    badRequest: { as: "admin", url: `/api/rest/v1/${table}` },
    success: { as: "admin", check: (response) => expect(response.json()).toHaveLength(1) },
  });
}
