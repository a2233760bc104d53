import type { Kysely } from "kysely";

/**
 * Two-factor sign-in and password age: the hashed recovery codes (a JSON list, each removed when
 * used), the last TOTP time step accepted (a code is refused when reused in its window), and when
 * the password was last set (the policy's expiry counts from it; null = before this migration,
 * the clock starts at the next sign-in). An index for the profile's count of a user's entries.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("totp_recovery_codes", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_last_step", "integer").execute();
  await db.schema.alterTable("users").addColumn("password_changed_at", "text").execute();
  // The profile's Account Activity counts a user's CREATE entries.
  await db.schema.createIndex("audit_user_action").on("audit_logs").columns(["user_id", "action"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_user_action").ifExists().execute();
  for (const column of ["totp_recovery_codes", "totp_last_step", "password_changed_at"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
