import type { FastifyBaseLogger } from "fastify";
import type { Database } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seedDemoData } from "./seed/demo.ts";
import { seedFirstAdmin } from "./seed/empty.ts";

/** Migrates, then seeds an empty database: the demo business, or one admin with a one-time password. */
export async function prepareDatabase(
  database: Database,
  options: { demoData: boolean; log: FastifyBaseLogger },
) {
  await migrateToLatest(database.db);
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
