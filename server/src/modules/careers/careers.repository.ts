import { type Kysely, sql } from "kysely";
import type { DB, Dialect } from "../../db/database.ts";

/** The columns of a posting a visitor may read (docs/decisions.md, Careers, pinned). */
export const PUBLIC_POSTING_COLUMNS = [
  "id",
  "job_title",
  "department",
  "location",
  "employment_type",
  "experience_level",
  "salary_min",
  "salary_max",
  "salary",
  "description",
  "requirements",
  "posted_date",
] as const;

/** Every open posting, newest first. */
export function openPostings(db: Kysely<DB>) {
  return db
    .selectFrom("careers")
    .select(PUBLIC_POSTING_COLUMNS)
    .where("status", "=", "open")
    .orderBy("posted_date", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function openPosting(db: Kysely<DB>, id: string) {
  return db
    .selectFrom("careers")
    .select(["id", "job_title", "location"])
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
}

/** Applications accepted from this address since `since` (the public form's hourly limit). */
export async function applicationsFromAddress(db: Kysely<DB>, ip: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("career_applications")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("ip_address", "=", ip)
    .where("applied_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Makes the count of an address's applications and the insert that follows one step: PostgreSQL
 * takes a transaction-scoped advisory lock per address (as the sign-in lockout does); SQLite runs
 * one transaction at a time.
 */
export async function lockAddress(trx: Kysely<DB>, dialect: Dialect, ip: string): Promise<void> {
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`careers-ip:${ip}`}, 0))`.execute(trx);
  }
}

/** How many applications each posting has in each status. */
export function applicationCounts(db: Kysely<DB>) {
  return db
    .selectFrom("career_applications")
    .select((eb) => ["career_id", "status", eb.fn.countAll<number | string>().as("count")])
    .groupBy(["career_id", "status"])
    .execute();
}
