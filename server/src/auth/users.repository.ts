import type { Role } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB, Row } from "../db/database.ts";
import { nowIso } from "../ids.ts";

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
    .set({ password_hash: passwordHash, must_change_password: mustChange ? 1 : 0, updated_at: nowIso() })
    .where("id", "=", userId)
    .execute();
}

export async function markSignedIn(db: Kysely<DB>, userId: string): Promise<void> {
  await db.updateTable("users").set({ last_login_at: nowIso() }).where("id", "=", userId).execute();
}
