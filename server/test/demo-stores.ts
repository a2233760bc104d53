import type { TableName } from "@storeops/domain";
import { factoryContext, makePayload } from "./factories.ts";
import { client, type SignedIn, signIn, type TestApp } from "./test-app.ts";

/** Which seeded stores each limited demo account reaches, and one none of them reaches. */
export interface DemoStores {
  accounting: string[];
  manager: string[];
  staff: string[];
  /** A store reached by accounting and the manager both, when the demo data has one. */
  shared: string | undefined;
  foreign: string;
}

const cache = new WeakMap<TestApp, Promise<DemoStores>>();
const admins = new WeakMap<TestApp, Promise<SignedIn>>();

const parseList = (value: unknown): string[] => (typeof value === "string" ? JSON.parse(value) : []);

async function load(t: TestApp): Promise<DemoStores> {
  const users = await t.database.db
    .selectFrom("users")
    .select(["email", "assigned_stores", "managed_stores"])
    .where("email", "in", ["accounting@example.com", "manager@example.com", "staff@example.com"])
    .execute();
  const of = (email: string) => users.find((user) => user.email === email);
  const accounting = parseList(of("accounting@example.com")?.assigned_stores);
  const manager = parseList(of("manager@example.com")?.managed_stores);
  const staff = parseList(of("staff@example.com")?.assigned_stores);
  const reached = new Set([...accounting, ...manager, ...staff]);
  const stores = await t.database.db.selectFrom("stores").select("id").orderBy("code").execute();
  const foreign = stores.map((store) => String(store.id)).find((id) => !reached.has(id));
  if (!foreign) throw new Error("demo data needs a store no limited demo account reaches");
  return { accounting, manager, staff, shared: accounting.find((id) => manager.includes(id)), foreign };
}

export function demoStores(t: TestApp): Promise<DemoStores> {
  let stores = cache.get(t);
  if (!stores) {
    stores = load(t);
    cache.set(t, stores);
  }
  return stores;
}

/** An API client signed in as the demo admin, one sign-in per app. */
export async function asAdmin(t: TestApp) {
  let admin = admins.get(t);
  if (!admin) {
    admin = signIn(t.app, "admin");
    admins.set(t, admin);
  }
  return client(t.app, (await admin).token);
}

/** Creates a row through the API as the admin, from the table's factory payload and overrides. */
export async function createAsAdmin(
  t: TestApp,
  table: TableName,
  overrides: Record<string, unknown> = {},
  storeId?: string,
) {
  const api = await asAdmin(t);
  const created = await api.post(
    `/api/rest/v1/${table}`,
    makePayload(table, await factoryContext(t, storeId), overrides),
  );
  if (created.statusCode !== 201) throw new Error(`creating ${table} failed: ${created.body}`);
  return created.json() as Record<string, unknown> & { id: string; allowed_actions?: string[] };
}

/** The ids of seeded industries or stores by their codes. */
export async function idsByCode(
  t: TestApp,
  table: "industries" | "stores",
  codes: readonly string[],
): Promise<Record<string, string>> {
  const rows = await t.database.db
    .selectFrom(table as "stores")
    .select(["id", "code"])
    .where("code", "in", [...codes])
    .execute();
  return Object.fromEntries(rows.map((row) => [String(row.code), row.id]));
}
