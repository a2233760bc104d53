import type { Access } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import { type Condition, inList } from "../../access/store-scope.ts";
import type { DB } from "../../db/database.ts";
import type { CountedRead } from "../../rest/table-module.ts";

const isText = (value: unknown): value is string => typeof value === "string";

/**
 * The audit entries a read asks for, as a condition on `audit_user_action_totals` (migration 018:
 * entries per user and action, kept by the audit log's triggers), when the read filters by action
 * and user only and sees every entry. Undefined when the totals cannot answer it.
 */
export function auditTotalsCondition(query: CountedRead, access: Access): Condition | undefined {
  if (query.q || access !== "all") return undefined;
  const parts: Condition[] = [];
  for (const { column, op, value } of query.filters) {
    if (column !== "action" && column !== "user_id") return undefined;
    const values = Array.isArray(value) ? value : [value];
    // Entries without a user are kept under '': a filter naming '' must read the rows.
    if (!values.every(isText) || values.includes("")) return undefined;
    if (op === "eq") parts.push(sql<boolean>`${sql.ref(column)} = ${values[0]}`);
    else if (op === "in") parts.push(inList(sql.ref(column), values as string[]));
    else return undefined;
  }
  return parts.length > 0 ? sql<boolean>`${sql.join(parts, sql` and `)}` : sql<boolean>`1 = 1`;
}

/** The number of audit entries per `auditTotalsCondition`. */
export async function countAuditFromTotals(db: Kysely<DB>, where: Condition): Promise<number> {
  const { rows } = await sql<{ n: number | string | null }>`
    select coalesce(sum(count), 0) as n from audit_user_action_totals where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The audit log's count shortcut of a list read: from the totals, when they can answer it. */
export function countAuditEntries(db: Kysely<DB>, read: CountedRead, access: Access) {
  const where = auditTotalsCondition(read, access);
  return where ? countAuditFromTotals(db, where) : undefined;
}
