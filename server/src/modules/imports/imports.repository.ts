import type { ImportJobStatus, ImportTable, StoreScope } from "@storeops/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import { storesSql } from "../../aggregates/stores.ts";
import type { DB } from "../../db/database.ts";
import type { ImportJobsTable } from "../../db/schema/imports.ts";
import { nowIso } from "../../ids.ts";
import { offeredCategoriesByStore } from "../categories/categories.repository.ts";

export type ImportJobRow = Selectable<ImportJobsTable>;

/** What a row's references are read against, loaded once per preview or run. */
export interface ImportLookups {
  /** The caller's stores by lower-case code, then by lower-case name (a code wins). */
  stores: Map<string, string>;
  /** Industries by lower-case name (the stores import). */
  industries: Map<string, string>;
  /** Users by lower-case email (a store's manager). */
  users: Map<string, string>;
  /**
   * The purchases import: per store id, the purchase categories its industry is offered (active,
   * the industry's own or every industry's), by lower-case name, spelled as the category spells it.
   */
  purchaseCategories: Map<string, Map<string, string>>;
}

const lower = (value: unknown) =>
  String(value ?? "")
    .trim()
    .toLowerCase();

/** The references the table's fields name: the caller's stores, and for stores, industries and users. */
export async function importLookups(
  db: Kysely<DB>,
  table: ImportTable,
  scope: StoreScope,
): Promise<ImportLookups> {
  const lookups: ImportLookups = {
    stores: new Map(),
    industries: new Map(),
    users: new Map(),
    purchaseCategories: new Map(),
  };
  if (table === "stores") {
    for (const row of await db.selectFrom("industries").select(["id", "name"]).execute())
      lookups.industries.set(lower(row.name), row.id);
    for (const row of await db.selectFrom("users").select(["id", "email"]).execute())
      lookups.users.set(lower(row.email), row.id);
    return lookups;
  }
  const stores = await db
    .selectFrom("stores")
    .select(["id", "code", "name", "industry_id"])
    .where(storesSql("stores.id", scope))
    .execute();
  for (const store of stores) lookups.stores.set(lower(store.code), store.id);
  for (const store of stores)
    if (!lookups.stores.has(lower(store.name))) lookups.stores.set(lower(store.name), store.id);
  if (table === "purchases")
    lookups.purchaseCategories = await offeredCategoriesByStore(db, "purchase", stores);
  return lookups;
}

/** The mapping last used for a table and layout (JSON), if any. */
export async function rememberedMapping(db: Kysely<DB>, table: ImportTable, layout: string) {
  const row = await db
    .selectFrom("import_mappings")
    .select("mapping")
    .where("table_name", "=", table)
    .where("layout", "=", layout)
    .executeTakeFirst();
  return row ? (JSON.parse(row.mapping) as (string | null)[]) : undefined;
}

/** Keeps the mapping used for a table and layout, replacing the one before. */
export async function rememberMapping(
  db: Kysely<DB>,
  entry: {
    table: ImportTable;
    layout: string;
    headers: string[];
    mapping: (string | null)[];
    userId: string;
  },
): Promise<void> {
  const values = {
    headers: JSON.stringify(entry.headers),
    mapping: JSON.stringify(entry.mapping),
    updated_by: entry.userId,
    updated_at: nowIso(),
  };
  await db
    .insertInto("import_mappings")
    .values({ table_name: entry.table, layout: entry.layout, ...values })
    .onConflict((conflict) => conflict.columns(["table_name", "layout"]).doUpdateSet(values))
    .execute();
}

export async function insertImportJob(
  db: Kysely<DB>,
  job: Pick<ImportJobRow, "id" | "table_name" | "user_id" | "file_name" | "format" | "language">,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto("import_jobs")
    .values({ ...job, status: "running", created_at: now, updated_at: now })
    .execute();
}

/** A job its reader may see: their own, or any for an admin (`userId` undefined). */
export function findImportJob(db: Kysely<DB>, id: string, userId: string | undefined) {
  let query = db.selectFrom("import_jobs").selectAll().where("id", "=", id);
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  return query.executeTakeFirst();
}

/** Moves a job's counts (inside the batch's transaction) and marks it alive. */
export async function updateImportJob(
  db: Kysely<DB>,
  id: string,
  change: Partial<
    Pick<
      ImportJobRow,
      "total" | "processed" | "imported" | "refused" | "message" | "refused_file" | "finished_at"
    >
  > & { status?: ImportJobStatus },
): Promise<void> {
  await db
    .updateTable("import_jobs")
    .set({ ...change, updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

/** Runs still marked running: the caller's (one at a time each), or those not moved since `before`. */
export function runningImportJobs(db: Kysely<DB>, filter: { userId?: string; before?: string }) {
  let query = db.selectFrom("import_jobs").selectAll().where("status", "=", "running");
  if (filter.userId !== undefined) query = query.where("user_id", "=", filter.userId);
  if (filter.before !== undefined) query = query.where("updated_at", "<", filter.before);
  return query.execute();
}

/** Ended runs whose refused rows file was kept past `before`: the files to remove. */
export function expiredRefusedFiles(db: Kysely<DB>, before: string) {
  return db
    .selectFrom("import_jobs")
    .select(["id", "refused_file"])
    .where("status", "!=", "running")
    .where("refused_file", "is not", null)
    .where(sql<string>`coalesce(finished_at, updated_at)`, "<", before)
    .execute();
}
