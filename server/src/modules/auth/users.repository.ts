import type { Role } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB, Row } from "../../db/database.ts";
import { nowIso } from "../../ids.ts";

/** A user row with its lists parsed; still holds the password hash, so never send it as is. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: string;
  phone: string | null;
  department: string | null;
  job_title: string | null;
  location: string | null;
  bio: string | null;
  timezone: string;
  profile_image_url: string | null;
  assigned_stores: string[];
  managed_stores: string[];
  must_change_password: boolean;
  totp_enabled: boolean;
  totp_secret: string | null;
  /** JSON list of the SHA-256 of the unused recovery codes. */
  totp_recovery_codes: string | null;
  totp_last_step: number | null;
  password_changed_at: string | null;
  last_login_at: string | null;
  password_hash: string;
  created_at: string;
}

function parseList(value: unknown): string[] {
  if (typeof value !== "string") return [];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
}

export function toUserRecord(row: Row): UserRecord {
  return {
    ...(row as unknown as UserRecord),
    assigned_stores: parseList(row.assigned_stores),
    managed_stores: parseList(row.managed_stores),
    must_change_password: Boolean(row.must_change_password),
    totp_enabled: Boolean(row.totp_enabled),
    totp_last_step:
      row.totp_last_step === null || row.totp_last_step === undefined ? null : Number(row.totp_last_step),
  };
}

export async function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
    .executeTakeFirst();
  return row ? toUserRecord(row) : undefined;
}

export async function findUserById(db: Kysely<DB>, id: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toUserRecord(row) : undefined;
}

/** Replaces a user's password hash; `mustChange` makes the next sign-in ask for a new one. */
export async function setUserPassword(
  db: Kysely<DB>,
  userId: string,
  passwordHash: string,
  mustChange: boolean,
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      password_hash: passwordHash,
      must_change_password: mustChange ? 1 : 0,
      password_changed_at: nowIso(),
      updated_at: nowIso(),
    })
    .where("id", "=", userId)
    .execute();
}

export async function markSignedIn(db: Kysely<DB>, userId: string): Promise<void> {
  await db.updateTable("users").set({ last_login_at: nowIso() }).where("id", "=", userId).execute();
}

/** Starts the password-age clock of an account that has none, or asks for a new password once it expired. */
export async function applyPasswordAge(
  db: Kysely<DB>,
  user: UserRecord,
  expiryDays: number,
): Promise<boolean> {
  if (!user.password_changed_at) {
    await db.updateTable("users").set({ password_changed_at: nowIso() }).where("id", "=", user.id).execute();
    return false;
  }
  const expired = Date.now() - Date.parse(user.password_changed_at) > expiryDays * 86_400_000;
  if (expired && !user.must_change_password) {
    await db.updateTable("users").set({ must_change_password: 1 }).where("id", "=", user.id).execute();
  }
  return expired;
}

/** Two-factor state: a secret being set up (not enabled), enabled with recovery codes, or none. */
export async function setTwoFactor(
  db: Kysely<DB>,
  userId: string,
  values: {
    totp_secret: string | null;
    totp_enabled: number;
    totp_recovery_codes: string | null;
    totp_last_step: number | null;
  },
): Promise<void> {
  await db
    .updateTable("users")
    .set({ ...values, updated_at: nowIso() })
    .where("id", "=", userId)
    .execute();
}

/** Records the TOTP step of an accepted code; false when that step (or a later one) was already used. */
export async function claimTotpStep(db: Kysely<DB>, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the unused recovery codes if nobody changed them meanwhile (each code works once). */
export async function replaceRecoveryCodes(
  db: Kysely<DB>,
  userId: string,
  before: string,
  after: string,
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totp_recovery_codes: after })
    .where("id", "=", userId)
    .where("totp_recovery_codes", "=", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
