/**
 * Writes the large generated business into the configured database (the SQLite file under
 * DATA_DIR, or DATABASE_URL): the demo business, plus stores up to `--stores`, each with `--years`
 * of daily income, purchases, expenses, cash-ups, time entries and audit entries.
 *
 *   npm run bench:data -- --stores 50 --years 3            ~1M purchases and expenses
 *   npm run bench:data -- --stores 50 --years 3 --scale 0.1 the 100k variant (same stores and days)
 */
import { parseArgs } from "node:util";
import { SingleBar } from "cli-progress";
import { sql } from "kysely";
import { loadAuditKey, withAuditKey } from "../../src/audit/audit-key.ts";
import { sealAuditBacklog } from "../../src/audit/seal.ts";
import { prepareDatabase } from "../../src/bootstrap.ts";
import { loadConfig } from "../../src/config.ts";
import { type DB, openDatabase, type Row } from "../../src/db/database.ts";
import { insertRows } from "../../src/seed/insert.ts";
import { addDays, daysBetween } from "../../src/seed/time.ts";
import { uuidFromKey } from "../../src/seed/random.ts";
import { afterBulkLoad } from "./after-bulk-load.ts";
import { addBenchShifts } from "./bench-shifts.ts";
import { storeCode, storeRows } from "./generated-stores.ts";
import { type BusinessRefs, type DayRows, type GeneratedStore, storeDayRows } from "./large-business.ts";
import type { Kysely } from "kysely";
import { openKeyedDatabase } from "../../src/db/keyed-database.ts";

const { values } = parseArgs({
  options: {
    stores: { type: "string", default: "50" },
    years: { type: "string", default: "3" },
    scale: { type: "string", default: "1" },
    end: { type: "string" },
  },
});
const storeCount = Number(values.stores);
const years = Number(values.years);
const scale = Number(values.scale);
if (!(storeCount >= 1 && years > 0 && scale > 0)) throw new Error("--stores, --years and --scale must be positive");

const config = loadConfig();
const database = openKeyedDatabase(config);
const { db } = database;
const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof prepareDatabase>[1]["log"];
await prepareDatabase(database, { demoData: true, log: silent });

const started = Date.now();
// A bulk load that fails is simply run again: skip waiting for the disk on every batch.
if (database.dialect === "sqlite") await sql`pragma synchronous = off`.execute(db);
const existingStores = await db.selectFrom("stores").select(["id", "code"]).execute();
const toAdd = Math.max(0, storeCount - existingStores.length);
if (existingStores.some((store) => store.code === storeCode(0))) {
  // Schedules came later (issue #33): a business generated before them gets them once.
  const last = await db
    .selectFrom("daily_income")
    .select(sql<string>`max(date)`.as("end"))
    .where("store_id", "=", uuidFromKey(`bench-store:${storeCode(0)}`))
    .executeTakeFirst();
  const shifts = last?.end ? await addBenchShifts(db, last.end) : 0;
  console.log(`This database already holds the generated business${shifts ? `; added ${shifts} shifts` : "; nothing to do"}.`);
  await database.close();
  process.exit(0);
}

const refs = await businessRefs(db);
const end = values.end ?? addDays(new Date().toISOString().slice(0, 10), -1);
const first = addDays(end, -Math.round(365 * years) + 1);
const createdAt = `${addDays(first, -7)}T15:00:00.000Z`;

// PostgreSQL: each inserted row ran its triggers (aggregates, search index, labour months), whose
// tables afterBulkLoad then rebuilds from the rows anyway. With a superuser, a load transaction
// turns them off for itself (and the foreign-key checks, which the generated rows satisfy by
// construction); without one, the rows go in with their triggers, only slower.
const triggersOff = database.dialect === "postgres" && (await isSuperuser(db));
async function bulkLoad(trx: Kysely<DB>): Promise<void> {
  if (triggersOff) await sql`set local session_replication_role = replica`.execute(trx);
}

const stores: GeneratedStore[] = [];
await db.transaction().execute(async (trx) => {
  await bulkLoad(trx);
  for (let index = 0; index < toAdd; index++) {
    const { store, rows } = storeRows(index, refs, createdAt);
    stores.push(store);
    for (const [table, tableRows] of Object.entries(rows)) await insertRows(trx, table, tableRows);
  }
  await assignDemoAccounts(trx, stores);
});

const days = daysBetween(first, end) + 1;
// The rates are per store and day of a business of `storeCount` stores; the demo stores carry little.
const rateScale = (scale * storeCount) / Math.max(1, toAdd);
const bar = new SingleBar({ format: "{bar} {percentage}% | {value}/{total} days | {rows} rows | {eta}s left" });
bar.start(days, 0, { rows: 0 });
const buffer: DayRows = {
  daily_income: [],
  purchases: [],
  expenses: [],
  cash_ups: [],
  employee_time_entries: [],
  audit_logs: [],
};
const counts: Record<string, number> = {};
let invoice = 500_000;
let written = 0;

async function flush(): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bulkLoad(trx);
    for (const [table, rows] of Object.entries(buffer) as [keyof DayRows, Row[]][]) {
      await insertRows(trx, table, rows);
      counts[table] = (counts[table] ?? 0) + rows.length;
      written += rows.length;
      buffer[table] = [];
    }
  });
}

for (let day = 0; day < days; day++) {
  const date = addDays(first, day);
  for (const store of stores) {
    const rows = storeDayRows(store, date, days - 1 - day, rateScale, refs, invoice);
    invoice += rows.purchases.length;
    for (const table of Object.keys(buffer) as (keyof DayRows)[]) buffer[table].push(...rows[table]);
  }
  if (buffer.purchases.length >= 20_000) await flush();
  bar.update(day + 1, { rows: written });
}
await flush();
await sealAuditBacklog(db); // the generated entries join the audit hash chain
counts.shifts = await addBenchShifts(db, end);
bar.update(days, { rows: written });
bar.stop();

await afterBulkLoad(database);
await analyze(db);
console.log(
  `Generated ${toAdd} stores over ${days} days (${first} to ${end}) in ${((Date.now() - started) / 1000).toFixed(1)} s on ${database.dialect}:`,
);
console.log(Object.entries(counts).map(([table, n]) => `  ${table}: ${n.toLocaleString("en-US")}`).join("\n"));
await database.close();

async function businessRefs(kysely: Kysely<DB>): Promise<BusinessRefs> {
  const admin = await kysely
    .selectFrom("users")
    .select(["id", "name"])
    .where("role", "=", "admin")
    .orderBy("created_at")
    .executeTakeFirstOrThrow();
  const industry = await kysely.selectFrom("industries").select("id").orderBy("code").executeTakeFirst();
  const vendors = await kysely.selectFrom("vendors").select(["id", "name"]).where("status", "=", "active").execute();
  // The purchase categories the generated stores' industry is offered (docs/decisions.md, Categories).
  const categories = await kysely
    .selectFrom("categories")
    .select("name")
    .where("kind", "=", "purchase")
    .where("active", "=", 1)
    .where((eb) =>
      industry ? eb.or([eb("industry_id", "is", null), eb("industry_id", "=", industry.id)]) : eb("industry_id", "is", null),
    )
    .orderBy("name")
    .execute();
  const purchaseCategories = categories.map((row) => row.name);
  return { industryId: industry?.id ?? null, adminId: admin.id, adminName: admin.name, vendors, purchaseCategories };
}

/**
 * The demo accounts reach generated stores too, so each role's screens see a large business:
 * accounting half of them, the demo manager two, the demo staff account one.
 */
async function assignDemoAccounts(kysely: Kysely<DB>, generated: readonly GeneratedStore[]) {
  const add = async (email: string, column: "assigned_stores" | "managed_stores", ids: string[]) => {
    const user = await kysely.selectFrom("users").select(["id", column]).where("email", "=", email).executeTakeFirst();
    if (!user) return;
    const current = JSON.parse(String(user[column] ?? "[]")) as string[];
    await kysely
      .updateTable("users")
      .set({ [column]: JSON.stringify([...current, ...ids]) })
      .where("id", "=", user.id)
      .execute();
  };
  const ids = generated.map((store) => store.id);
  await add("accounting@example.com", "assigned_stores", ids.slice(0, Math.ceil(ids.length / 2)));
  await add("manager@example.com", "managed_stores", ids.slice(0, 2));
  await add("staff@example.com", "assigned_stores", ids.slice(0, 1));
}

async function isSuperuser(kysely: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ super: boolean }>`select rolsuper as super from pg_roles
    where rolname = current_user`.execute(kysely);
  return rows[0]?.super === true;
}

async function analyze(kysely: Kysely<DB>) {
  await sql`analyze`.execute(kysely);
}
