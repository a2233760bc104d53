import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { auditKeyOf, withAuditKey } from "../src/audit/audit-key.ts";
import { type Database, openDatabase } from "../src/db/database.ts";

/** The audit key of every test database: the seeded template is signed with it. */
export const TEST_AUDIT_KEY = auditKeyOf("storeops-test-audit-key-0123456789abcdef");

/** A test database, its audit chain signed with the tests' fixed key. */
export function openTestDatabase(options: Parameters<typeof openDatabase>[0]): Database {
  return withAuditKey(openDatabase(options), TEST_AUDIT_KEY);
}

/** The URL of a sibling database on the same PostgreSQL server. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function randomName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString("hex")}`;
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(
  baseUrl: string,
  statement: string,
): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Drops a test's database once its connections have gone. A pool's `end()` resolves before its
 * clients' sockets close; dropping WITH (FORCE) at that moment terminates them, and each client
 * then reports "terminating connection due to administrator command" with nobody listening — an
 * unhandled error that fails the run. So wait (up to 5 s) for them to leave; force only after.
 */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const literal = name.replaceAll("'", "''");
  for (let waited = 0; waited < 5000; waited += 50) {
    const rows = await adminQuery(
      baseUrl,
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${literal}' AND pid <> pg_backend_pid()`,
    );
    if (Number(rows[0]?.n ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}
