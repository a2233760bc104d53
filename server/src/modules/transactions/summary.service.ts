import { toDollars } from "@storeops/domain";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { requireAccess } from "../../access/permissions.ts";
import type { DB } from "../../db/database.ts";
import type { Actor } from "../../plugins/auth.ts";
import { type ColumnContext, storeTodaySql } from "../data/columns.ts";
import { readCondition } from "../data/conditions.ts";
import { dateInZone } from "../data/today.ts";

type Table = "purchases" | "expenses";
type Condition = RawBuilder<boolean>;

async function todayContext(db: Kysely<DB>): Promise<ColumnContext> {
  const stores = await db.selectFrom("stores").select(["id", "timezone"]).execute();
  const now = new Date();
  return {
    todayByStore: new Map(stores.map((store) => [String(store.id), dateInZone(now, String(store.timezone))])),
  };
}

function card(row: { amount: unknown; count: unknown }) {
  return { amount: toDollars(Number(row.amount ?? 0)), count: Number(row.count ?? 0) };
}

/** Sum and count of each card's rows in one query: `sum(case when …)` per card. */
async function sums<K extends string>(
  db: Kysely<DB>,
  table: Table,
  where: Condition,
  cards: Record<K, Condition>,
): Promise<Record<K, { amount: number; count: number }>> {
  const selections = (Object.entries(cards) as Array<[string, Condition]>).flatMap(([name, condition]) => [
    sql<number>`coalesce(sum(case when ${condition} then amount else 0 end), 0)`.as(`${name}_amount`),
    sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`.as(`${name}_count`),
  ]);
  const row = (await db
    .selectFrom(table)
    .select(selections)
    .where(where)
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(cards).map((name) => [
      name,
      card({ amount: row[`${name}_amount`], count: row[`${name}_count`] }),
    ]),
  ) as Record<K, { amount: number; count: number }>;
}

function scopeWhere(actor: Actor, table: Table, storeId: string | undefined): Condition {
  const access = requireAccess(actor, table, "read");
  const parts: Condition[] = [];
  const scope = readCondition(actor, table, access);
  if (scope) parts.push(scope);
  if (storeId) parts.push(sql<boolean>`${sql.ref(`${table}.store_id`)} = ${storeId}`);
  return parts.length > 0 ? sql<boolean>`${sql.join(parts, sql` and `)}` : sql<boolean>`1 = 1`;
}

function scopeLabel(actor: Actor): "store" | "stores" | "all" {
  if (actor.user.role === "staff") return "store";
  return actor.scope === "all" ? "all" : "stores";
}

/** The four cards of Purchase Management, over the user's stores, "today" per store time zone. */
export async function purchaseSummary(db: Kysely<DB>, actor: Actor, storeId?: string) {
  const context = await todayContext(db);
  const today = sql<boolean>`purchases.purchase_date = ${storeTodaySql("purchases", context)}`;
  const live = sql<boolean>`purchases.status <> 'rejected'`;
  const cards = await sums(db, "purchases", scopeWhere(actor, "purchases", storeId), {
    today: sql<boolean>`${today} and ${live}`,
    pending_payments: sql<boolean>`purchases.status = 'approved'`,
    open_checks: sql<boolean>`purchases.payment_type = 'check' and purchases.status in ('pending', 'approved')`,
    total: live,
  });
  return { ...cards, scope: scopeLabel(actor) };
}

/** The four cards of Expense Management. */
export async function expenseSummary(db: Kysely<DB>, actor: Actor, storeId?: string) {
  const context = await todayContext(db);
  const today = sql<boolean>`expenses.expense_date = ${storeTodaySql("expenses", context)}`;
  const live = sql<boolean>`expenses.status <> 'rejected'`;
  const cards = await sums(db, "expenses", scopeWhere(actor, "expenses", storeId), {
    today: sql<boolean>`${today} and ${live}`,
    pending: sql<boolean>`expenses.status = 'pending'`,
    approved: sql<boolean>`expenses.status = 'approved'`,
    total: live,
  });
  return { ...cards, scope: scopeLabel(actor) };
}

/** Purchases of the same store with the same vendor and invoice number (case-insensitive). */
export async function findDuplicatePurchases(
  db: Kysely<DB>,
  actor: Actor,
  input: { store_id: string; vendor: string; invoice_no: string; exclude_id?: string },
) {
  let query = db
    .selectFrom("purchases")
    .select(["id", "invoice_no", "vendor", "amount", "purchase_date", "status"])
    .where(scopeWhere(actor, "purchases", input.store_id))
    .where(sql<boolean>`lower(purchases.vendor) = ${input.vendor.trim().toLowerCase()}`)
    .where(sql<boolean>`lower(purchases.invoice_no) = ${input.invoice_no.trim().toLowerCase()}`)
    .orderBy("purchase_date", "desc")
    .limit(10);
  if (input.exclude_id) query = query.where("id", "!=", input.exclude_id);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, amount: toDollars(Number(row.amount)) }));
}
