import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { newId, nowIso } from "../ids.ts";
import { generateOneTimePassword, hashPassword } from "../modules/auth/password.ts";

/** DEMO_DATA=0: an empty business with one admin who must change the one-time password at first sign-in. */
export const FIRST_ADMIN_EMAIL = "admin@example.com";

export async function seedFirstAdmin(db: Kysely<DB>): Promise<{ email: string; password: string }> {
  const password = generateOneTimePassword();
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  await db
    .insertInto("users")
    .values({
      id: newId(),
      created_at: now,
      updated_at: now,
      name: "Administrator",
      email: FIRST_ADMIN_EMAIL,
      phone: null,
      role: "admin",
      timezone: "UTC",
      assigned_stores: "[]",
      managed_stores: "[]",
      status: "active",
      password_hash: passwordHash,
      must_change_password: 1,
      totp_enabled: 0,
    })
    .execute();
  return { email: FIRST_ADMIN_EMAIL, password };
}
