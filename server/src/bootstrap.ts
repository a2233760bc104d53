import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { bindAuditKey } from "./audit/chain.ts";
import type { Database } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seedDemoData } from "./seed/demo.ts";
import { seedFirstAdmin } from "./seed/empty.ts";

/** Any fixed 64-bit number: the PostgreSQL advisory lock every app process takes to prepare the database. */
const PREPARE_LOCK = 7_235_001_981;

/**
 * Migrates, binds the audit chain to the process's key (a process with another key than the chain's
 * stops here), then seeds an empty database: the demo business, or one admin with a one-time password.
 * On PostgreSQL several app processes may start at the same moment on one database: the first takes
 * a session advisory lock and prepares it, the others wait for the lock, then find it prepared.
 */
export async function prepareDatabase(
  database: Database,
  options: { demoData: boolean; log: FastifyBaseLogger },
) {
  if (database.dialect !== "postgres") return prepareUnlocked(database, options);
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection);
    try {
      await prepareUnlocked(database, options);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection);
    }
  });
}

async function prepareUnlocked(database: Database, options: { demoData: boolean; log: FastifyBaseLogger }) {
  await migrateToLatest(database.db);
  await bindAuditKey(database.db);
  const existing = await database.db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return;
  if (options.demoData) {
    const started = Date.now();
    await seedDemoData(database.db, { now: new Date() });
    options.log.info({ ms: Date.now() - started }, "seeded the demo business");
  } else {
    const admin = await seedFirstAdmin(database.db);
    // Printed once, on purpose: this is the only way to learn the first admin's password.
    process.stdout.write(
      `\nFirst administrator: ${admin.email}\nOne-time password: ${admin.password}\n(change it at first sign-in)\n\n`,
    );
  }
}
