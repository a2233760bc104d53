import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { newId, nowIso } from "../ids.ts";

// PRODUCT.md §5: 10 failures per email or 100 per IP within 15 minutes lock further attempts.
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_IP = 100;

export async function isLockedOut(db: Kysely<DB>, email: string, ip: string): Promise<boolean> {
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
    (await count("email", email)) >= MAX_FAILURES_PER_EMAIL ||
    (await count("ip_address", ip)) >= MAX_FAILURES_PER_IP
  );
}

export async function recordFailure(db: Kysely<DB>, email: string, ip: string): Promise<void> {
  await db
    .insertInto("login_attempts")
    .values({ id: newId(), email, ip_address: ip, created_at: nowIso() })
    .execute();
  // Old attempts are useless once the window has passed.
  const cutoff = new Date(Date.now() - LOGIN_WINDOW_MS * 4).toISOString();
  await db.deleteFrom("login_attempts").where("created_at", "<", cutoff).execute();
}
