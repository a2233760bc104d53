import { type StoreScope, UNCOUNTED_TRANSACTION_STATUSES } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import { storesSql } from "../../aggregates/stores.ts";
import type { DB } from "../../db/database.ts";
import { dialectOf, matchesIndex } from "../../rest/search-match.ts";

export async function userRole(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const user = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
  return user?.role;
}

const STORE_RECORD_TABLES = [
  "purchases",
  "expenses",
  "daily_income",
  "staff",
  "employee_time_entries",
  "employee_wages",
  "employee_withdrawals",
] as const;

/** Whether any record belongs to the store (then deleting it archives it instead). */
export async function storeHasRecords(db: Kysely<DB>, storeId: string): Promise<boolean> {
  for (const table of STORE_RECORD_TABLES) {
    const row = await db
      .selectFrom(table)
      .select("id")
      .where("store_id", "=", storeId)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** The store with its joined industry and manager names. */
export function storeWithNames(db: Kysely<DB>, storeId: string) {
  return db
    .selectFrom("stores as s")
    .leftJoin("industries as i", "i.id", "s.industry_id")
    .leftJoin("users as u", "u.id", "s.manager_id")
    .select([
      "s.id",
      "s.name",
      "s.code",
      "s.status",
      "s.address",
      "s.city",
      "s.state",
      "s.postal_code",
      "s.country",
      "s.phone",
      "s.email",
      "s.timezone",
      "s.manager_id",
      "s.settings",
      "i.name as industry",
      "u.name as manager",
    ])
    .where("s.id", "=", storeId)
    .executeTakeFirst();
}

/** Counted purchases and expenses (not rejected) of one store between two dates, from the day totals. */
export function transactionSums(db: Kysely<DB>, storeId: string, from: string, to: string) {
  return db
    .selectFrom("transaction_day_totals as t")
    .select(["t.kind", sql<number>`sum(t.amount)`.as("amount"), sql<number>`sum(t.count)`.as("count")])
    .where("t.store_id", "=", storeId)
    .where("t.day", ">=", from)
    .where("t.day", "<=", to)
    .where("t.status", "not in", [...UNCOUNTED_TRANSACTION_STATUSES])
    .groupBy("t.kind")
    .execute();
}

/** The store's income per day between two dates, from the day totals. */
export function incomeDays(db: Kysely<DB>, storeId: string, from: string, to: string) {
  return db
    .selectFrom("income_day_totals as t")
    .select(["t.day", "t.records", "t.cash", "t.card", "t.other", "t.total"])
    .where("t.store_id", "=", storeId)
    .where("t.day", ">=", from)
    .where("t.day", "<=", to)
    .orderBy("t.day")
    .execute();
}

/** The store's staff records, by name. */
export function storeStaff(db: Kysely<DB>, storeId: string) {
  return db
    .selectFrom("staff")
    .select(["id", "name", "user_id", "position", "status"])
    .where("store_id", "=", storeId)
    .orderBy("name")
    .execute();
}

/** The newest purchases, expenses and daily income of the store, merged, newest first. */
export async function recentActivity(db: Kysely<DB>, storeId: string, limit: number) {
  const [purchases, expenses, income] = await Promise.all([
    db
      .selectFrom("purchases")
      .select(["id", "purchase_date as date", "vendor as description", "amount", "created_at"])
      .where("store_id", "=", storeId)
      .orderBy("purchase_date", "desc")
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("expenses")
      .select(["id", "expense_date as date", "description", "amount", "created_at"])
      .where("store_id", "=", storeId)
      .orderBy("expense_date", "desc")
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("daily_income")
      .select(["id", "date", "income_cash", "total_income as amount", "created_at"])
      .where("store_id", "=", storeId)
      .orderBy("date", "desc")
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute(),
  ]);
  return { purchases, expenses, income };
}

/**
 * The store's latest audit entries: about the store itself, or naming it in the description. The
 * name is looked up in the search index (migration 006 indexes the audit log), so a store named in
 * no entry costs nothing, where a LIKE would read the whole log in search of it.
 */
export function storeAudit(db: Kysely<DB>, store: { id: string; name: string }, limit: number) {
  const name = `%${store.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const about = (extra: (qb: ReturnType<typeof auditEntries>) => ReturnType<typeof auditEntries>) =>
    extra(auditEntries(db)).orderBy("created_at", "desc").limit(limit).execute();
  return Promise.all([
    about((qb) => qb.where("target_table", "=", "stores").where("target_id", "=", store.id)),
    about((qb) =>
      qb
        .where(matchesIndex(dialectOf(db), "audit_logs", store.name))
        // The index matches any field of the entry; the description must name the store.
        .where(sql<boolean>`${sql.ref("description")} like ${name} escape '\\'`),
    ),
  ]).then(([own, named]) =>
    [...new Map([...own, ...named].map((entry) => [entry.id, entry])).values()]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, limit),
  );
}

const auditEntries = (db: Kysely<DB>) =>
  db.selectFrom("audit_logs").select(["id", "action", "description", "user_name", "created_at"]);

export async function saveStoreSettings(db: Kysely<DB>, storeId: string, settings: string, now: string) {
  await db.updateTable("stores").set({ settings, updated_at: now }).where("id", "=", storeId).execute();
}

/** Stores, active stores and their staff, over a scope. */
export async function summaryOf(db: Kysely<DB>, scope: StoreScope) {
  const [stores, staff] = await Promise.all([
    db
      .selectFrom("stores")
      .select([
        sql<number>`count(*)`.as("total"),
        sql<number>`sum(case when status = 'active' then 1 else 0 end)`.as("active"),
      ])
      .where(storesSql("stores.id", scope))
      .executeTakeFirst(),
    db
      .selectFrom("staff")
      .select(sql<number>`count(*)`.as("count"))
      .where(storesSql("staff.store_id", scope))
      .executeTakeFirst(),
  ]);
  return {
    total: Number(stores?.total ?? 0),
    active: Number(stores?.active ?? 0),
    staff: Number(staff?.count ?? 0),
  };
}
