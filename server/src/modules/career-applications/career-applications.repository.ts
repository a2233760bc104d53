import { HIREABLE_STATUSES } from "@storeops/domain";
import type { Insertable, Kysely } from "kysely";
import type { DB } from "../../db/database.ts";

export function findApplication(db: Kysely<DB>, id: string) {
  return db.selectFrom("career_applications").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findPosting(db: Kysely<DB>, id: string) {
  return db.selectFrom("careers").select(["id", "employment_type"]).where("id", "=", id).executeTakeFirst();
}

export function findStore(db: Kysely<DB>, id: string) {
  return db.selectFrom("stores").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
}

/** The staff record of a hire. */
export async function insertStaff(db: Kysely<DB>, row: Insertable<DB["staff"]>): Promise<void> {
  await db.insertInto("staff").values(row).execute();
}

/**
 * Marks the application hired when it still is in a hireable status: of two simultaneous hires
 * exactly one changes the row. Answers whether it did.
 */
export async function markHired(db: Kysely<DB>, id: string, staffId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("career_applications")
    .set({ status: "hired", staff_id: staffId, updated_at: at })
    .where("id", "=", id)
    .where("status", "in", [...HIREABLE_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who already holds an email (ignoring case): a staff record, a user account, or nobody. */
export async function holderOfEmail(
  db: Kysely<DB>,
  email: string,
): Promise<"staff record" | "user account" | undefined> {
  const lower = email.toLowerCase();
  const staff = await db
    .selectFrom("staff")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", lower))
    .executeTakeFirst();
  if (staff) return "staff record";
  const user = await db
    .selectFrom("users")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", lower))
    .executeTakeFirst();
  return user ? "user account" : undefined;
}
