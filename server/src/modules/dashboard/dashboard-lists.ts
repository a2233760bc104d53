import { DASHBOARD_LIMITS as L, type Role, type TableName } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { listRecords } from "../../rest/read.service.ts";

/** Which of the four dashboards a role gets (spec 1 §2.5). */
export type DashboardKind = "admin" | "ceo" | "financial" | "store";

export function dashboardKind(role: Role): DashboardKind {
  if (role === "admin" || role === "ceo") return role;
  return role === "staff" ? "store" : "financial";
}

/** The tables whose records each dashboard lists (their rules decide what the answer depends on). */
export const LISTED_TABLES: Record<DashboardKind, readonly TableName[]> = {
  admin: ["audit_logs", "purchases", "expenses"],
  ceo: [],
  financial: ["purchases", "expenses"],
  store: ["stores", "purchases", "expenses"],
};

type Row = Record<string, unknown>;
type Transactions = "purchases" | "expenses";

const COLUMNS = {
  purchases: "id,store_id,store_name,purchase_date,vendor,amount,status,created_at",
  expenses: "id,store_id,store_name,expense_date,description,amount,status,created_at",
  audit_logs: "id,action,user_name,description,target_table,created_at",
  stores: "id,name,code,manager,address,phone,monthly_target,staff_count",
} as const;

const DATE = { purchases: "purchase_date", expenses: "expense_date" } as const;

/**
 * The newest rows of a list as its screen asks for its first page (web list-state: the date, then
 * created_at, then the id tiebreaker): the generic front's read, so the store scope, the columns
 * (store_name…) and allowed_actions are the list's own, and the page is a walk of the list's index.
 */
function latest(db: Kysely<DB>, actor: Actor, table: Transactions, limit: number, status?: string) {
  const query: Row = {
    select: COLUMNS[table],
    order: `${DATE[table]}.desc`,
    order1: "created_at.desc",
    limit: String(limit),
  };
  if (status) query.eq = `status.${status}`;
  return rowsOf(db, actor, table, query);
}

async function rowsOf(db: Kysely<DB>, actor: Actor, table: TableName, query: Row): Promise<Row[]> {
  return (await listRecords({ db }, actor, table, query)).rows;
}

/** Purchases and expenses together, newest first by business date, then created_at, then id. */
export function newestTransactions(purchases: readonly Row[], expenses: readonly Row[], limit: number) {
  const tagged = (kind: "purchase" | "expense", date: string) => (row: Row) => ({
    sortKey: [String(row[date]), String(row.created_at), String(row.id)],
    row: { kind, ...row },
  });
  return [
    ...purchases.map(tagged("purchase", DATE.purchases)),
    ...expenses.map(tagged("expense", DATE.expenses)),
  ]
    .sort((a, b) => {
      for (let i = 0; i < a.sortKey.length; i++) {
        // Compared as the database compares text (by code point), not by locale.
        const [x, y] = [String(a.sortKey[i]), String(b.sortKey[i])];
        if (x !== y) return x < y ? 1 : -1;
      }
      return 0;
    })
    .slice(0, limit)
    .map((entry) => entry.row);
}

const NO_LISTS = {
  latest_audit: null,
  latest_purchases: null,
  latest_expenses: null,
  pending_purchases: null,
  pending_expenses: null,
  recent_transactions: null,
  store_information: null,
};

/**
 * Every list the caller's dashboard shows, read as the caller (spec 1 §2.5): admin the 5 latest
 * audit entries, purchases and expenses; accounting and store_manager the 5 newest pending
 * purchases and expenses and the 6 most recent transactions; staff the current store and its 5
 * latest purchases and expenses. Each list reads only the caller's stores.
 */
export async function dashboardLists(db: Kysely<DB>, actor: Actor) {
  switch (dashboardKind(actor.user.role)) {
    case "admin": {
      const [audit, purchases, expenses] = await Promise.all([
        rowsOf(db, actor, "audit_logs", {
          select: COLUMNS.audit_logs,
          order: "created_at.desc",
          limit: String(L.adminAuditEntries),
        }),
        latest(db, actor, "purchases", L.adminRecentTransactions),
        latest(db, actor, "expenses", L.adminRecentTransactions),
      ]);
      return { ...NO_LISTS, latest_audit: audit, latest_purchases: purchases, latest_expenses: expenses };
    }
    case "financial": {
      const [pendingPurchases, pendingExpenses, purchases, expenses] = await Promise.all([
        latest(db, actor, "purchases", L.financialPendingItems, "pending"),
        latest(db, actor, "expenses", L.financialPendingItems, "pending"),
        latest(db, actor, "purchases", L.financialRecentTransactions),
        latest(db, actor, "expenses", L.financialRecentTransactions),
      ]);
      return {
        ...NO_LISTS,
        pending_purchases: pendingPurchases,
        pending_expenses: pendingExpenses,
        recent_transactions: newestTransactions(purchases, expenses, L.financialRecentTransactions),
      };
    }
    case "store": {
      const storeId = actor.currentStoreId;
      const [store, purchases, expenses] = await Promise.all([
        storeId
          ? rowsOf(db, actor, "stores", { select: COLUMNS.stores, eq: `id.${storeId}`, limit: "1" })
          : Promise.resolve([]),
        latest(db, actor, "purchases", L.storeRecentTransactions),
        latest(db, actor, "expenses", L.storeRecentTransactions),
      ]);
      return {
        ...NO_LISTS,
        store_information: store[0] ?? null,
        latest_purchases: purchases,
        latest_expenses: expenses,
      };
    }
    case "ceo":
      return NO_LISTS;
  }
}
