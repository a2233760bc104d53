import {
  SIGN_IN_MAX_FAILURES_PER_EMAIL,
  SIGN_IN_MAX_FAILURES_PER_IP,
  SIGN_IN_WINDOW_MINUTES,
} from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { DB, Dialect } from "../../db/database.ts";
import { newId, nowIso } from "../../ids.ts";

// Failures per email or per IP within the window lock further attempts (the domain's sign-in limits).
const LOGIN_WINDOW_MS = SIGN_IN_WINDOW_MINUTES * 60_000;

async function isLockedOut(db: Kysely<DB>, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS).toISOString();
  const count = async (column: "email" | "ip_address", value: string) => {
    const row = await db
      .selectFrom("login_attempts")
      .select((eb) => eb.fn.countAll().as("n"))
      .where(column, "=", value)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return (
    (await count("email", email)) >= SIGN_IN_MAX_FAILURES_PER_EMAIL ||
    (await count("ip_address", ip)) >= SIGN_IN_MAX_FAILURES_PER_IP
  );
}

/**
 * Counts a password guess BEFORE the password is checked: records it as a failure and returns its
 * id, or undefined (→ 429) when the email or the IP has reached its limit. The count and the
 * insert are one step per email and IP — PostgreSQL takes transaction-scoped advisory locks (IP
 * first, then email, so two attempts never wait on each other crosswise); SQLite runs one
 * transaction at a time — so N simultaneous guesses cannot all pass the count. A guess that turns
 * out right is released with `releaseAttempt`: successful sign-ins do not count.
 */
export async function reserveAttempt(
  db: Kysely<DB>,
  dialect: Dialect,
  email: string,
  ip: string,
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    if (dialect === "postgres") {
      for (const key of [`login-ip:${ip}`, `login-email:${email}`])
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    }
    if (await isLockedOut(trx, email, ip)) return undefined;
    const id = newId();
    await trx
      .insertInto("login_attempts")
      .values({ id, email, ip_address: ip, created_at: nowIso() })
      .execute();
    // Old attempts are useless once the window has passed.
    const cutoff = new Date(Date.now() - LOGIN_WINDOW_MS * 4).toISOString();
    await trx.deleteFrom("login_attempts").where("created_at", "<", cutoff).execute();
    return id;
  });
}

/** The guess was right: it no longer counts as a failure. */
export async function releaseAttempt(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("id", "=", id).execute();
}
