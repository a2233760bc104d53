import { MSG, optionLabel, type TAuditSummary } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import type { Condition } from "../../access/store-scope.ts";
import { type ChainVerdict, verifyAuditChain } from "../../audit/verify.ts";
import type { DB } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { presentRow } from "../../rest/columns.ts";
import { readQuery } from "../../rest/read-query.ts";
import { listRows } from "../../rest/rest.repository.ts";
import { auditTotalsCondition, countAuditFromTotals } from "./audit-totals.ts";

/**
 * The audit screen's four cards over the entries its list shows with the same query options
 * (filters, `q`): Total Events, Today's Events (created on the server's UTC date), Active Users
 * (distinct user ids) and Critical Events (DELETE).
 */
export async function auditSummary(
  db: Kysely<DB>,
  actor: Actor,
  rawQuery: Record<string, unknown>,
  now = new Date(),
): Promise<TAuditSummary> {
  const {
    limit: _limit,
    offset: _offset,
    count: _count,
    order: _order,
    select: _select,
    ...options
  } = rawQuery;
  const { query, where, access } = await readQuery(db, actor, "audit_logs", options);
  const today = now.toISOString().slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const todays = sql<boolean>`audit_logs.created_at >= ${today} and audit_logs.created_at < ${tomorrow}`;
  // The unfiltered screen (or by action and user) reads the entries' totals, not 200k rows.
  const totals = auditTotalsCondition(query, access);
  const deletes = sql<boolean>`action = 'DELETE'`;
  const [total, todayCount, critical, users] = await Promise.all([
    totals ? countAuditFromTotals(db, totals) : count(db, where),
    count(db, where, todays),
    totals ? countAuditFromTotals(db, sql<boolean>`${totals} and ${deletes}`) : count(db, where, deletes),
    totals ? activeUsersFromTotals(db, totals) : activeUsers(db, where),
  ]);
  return { total, today: todayCount, active_users: users, critical };
}

/** Distinct users of the entries matching the read's condition. */
const activeUsers = (db: Kysely<DB>, where: Condition) =>
  db
    .selectFrom("audit_logs")
    .select(sql<number>`count(distinct audit_logs.user_id)`.as("n"))
    .where(where)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

/** Distinct users per `auditTotalsCondition` (entries without a user are kept under ''). */
const activeUsersFromTotals = (db: Kysely<DB>, totals: Condition) =>
  sql<{ n: number | string }>`select count(distinct user_id) as n from audit_user_action_totals
    where ${totals} and user_id <> '' and count > 0`
    .execute(db)
    .then((result) => Number(result.rows[0]?.n ?? 0));

/** Audit entries matching the read's condition and, when given, one more. */
const count = (db: Kysely<DB>, where: Condition, extra?: Condition) =>
  db
    .selectFrom("audit_logs")
    .select(sql<number>`count(*)`.as("n"))
    .where(where)
    .$if(extra !== undefined, (query) => query.where(extra as Condition))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

/** One entry as the caller may read it (payroll details withheld as in the list); 404 when unknown. */
export async function readAuditEntry(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
): Promise<Record<string, unknown>> {
  const { query, where, context } = await readQuery(db, actor, "audit_logs", { eq: `id.${id}`, select: "*" });
  const [row] = await listRows(db, "audit_logs", { ...query, limit: 1, offset: 0 }, where, context);
  if (!row) throw notFound(MSG.auditEntryNotFound);
  return presentRow("audit_logs", row);
}

/**
 * Characters that would end a line or rewrite one in a text viewer: C0 and C1 controls, the
 * Unicode line and paragraph separators and the bidirectional overrides.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const LINE_FORGERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** A field's text on one line of a text report: each control character written as an escape (`\n`, `\u001b`). */
function reportLine(value: string): string {
  return value.replace(
    LINE_FORGERS,
    (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

const text = (value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : reportLine(String(value));

/** The per-entry detailed report (`Generate Report`): plain text, one field a line, then the changes. */
export async function auditEntryReport(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<string> {
  const entry = await readAuditEntry(db, actor, id);
  const lines = [
    "AUDIT LOG ENTRY REPORT",
    "======================",
    `Generated: ${now.toISOString()} by ${actor.user.name}`,
    "",
    `Log ID:        ${text(entry.id)}`,
    `Timestamp:     ${text(entry.created_at)}`,
    `User Name:     ${text(entry.user_name)}`,
    `User ID:       ${text(entry.user_id)}`,
    `Action:        ${text(entry.action)} (${optionLabel(String(entry.action))})`,
    `Target Table:  ${text(entry.target_table)}`,
    `Target ID:     ${text(entry.target_id)}`,
    `IP Address:    ${text(entry.ip_address)}`,
    `User Agent:    ${text(entry.user_agent)}`,
    `Description:   ${text(entry.description)}`,
    "",
    "Changes Made:",
    // JSON escapes the C0 controls itself; the rest (U+2028, bidi overrides) are escaped here.
    entry.changes ? JSON.stringify(entry.changes, null, 2).split("\n").map(reportLine).join("\n") : "—",
    "",
  ];
  return lines.join("\n");
}

/**
 * `GET /api/audit/verify`: whoever reads the audit log may check that nobody altered it, against
 * the chain's key and the head last recorded in the anchor file.
 */
export async function verifyAuditLog(
  db: Kysely<DB>,
  actor: Actor,
  anchorFile: string,
): Promise<ChainVerdict> {
  requireAccess(actor, "audit_logs", "read");
  return verifyAuditChain(db, { anchorFile });
}
