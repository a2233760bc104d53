import { can } from "../access/permissions.ts";
import type { Role } from "../access/roles.ts";
import { canOpen } from "../access/routes.ts";
import type { TableName } from "../tables.ts";
import { SEARCH_RESULT_TYPES, type TSearchResultType } from "./schema.ts";

/** Each search result type: the table it reads and the SPA route that opens its records. */
export const SEARCH_TARGETS: Record<TSearchResultType, { table: TableName; route: string }> = {
  users: { table: "users", route: "/users" },
  stores: { table: "stores", route: "/stores" },
  staff: { table: "staff", route: "/staff" },
  purchases: { table: "purchases", route: "/purchases" },
  expenses: { table: "expenses", route: "/expenses" },
  vendors: { table: "vendors", route: "/vendors" },
  careers: { table: "careers", route: "/careers-admin" },
  reports: { table: "reports", route: "/reports" },
  audit: { table: "audit_logs", route: "/audit" },
};

/** The result types a role can ever get: it may both read the table and open the route. */
export function searchTypesFor(role: Role): TSearchResultType[] {
  return SEARCH_RESULT_TYPES.filter(
    (type) => can(role, SEARCH_TARGETS[type].table, "read") && canOpen(role, SEARCH_TARGETS[type].route),
  );
}

/** The category chips offered to a role: "all" and the types it can ever get. */
export function searchChipsFor(role: Role): ("all" | TSearchResultType)[] {
  return ["all", ...searchTypesFor(role)];
}

/**
 * Ranking (issue #15): a record whose title is the text ranks first, then titles starting with
 * it, then titles with a word starting with it, then titles containing it, then matches in other
 * fields. Ties go to the named things (vendors, stores, people…) before the transactions that
 * mention them, so a vendor named in the query ranks above its purchases.
 */
export const SEARCH_TYPE_RANK: readonly TSearchResultType[] = [
  "vendors",
  "stores",
  "staff",
  "users",
  "careers",
  "reports",
  "purchases",
  "expenses",
  "audit",
];

export function titleMatchRank(title: string, text: string): number {
  const haystack = title.toLowerCase();
  const needle = text.trim().toLowerCase();
  if (haystack === needle) return 0;
  if (haystack.startsWith(needle)) return 1;
  const at = haystack.indexOf(needle);
  if (at > 0 && !/[\p{L}\p{N}]/u.test(haystack[at - 1] ?? "")) return 2;
  return at >= 0 ? 3 : 4;
}
