import { type Kysely, sql } from "kysely";

/**
 * Staff records link to their sign-in account by `user_id`, set by the admin, instead of by a
 * shared email (docs/decisions.md, Staff): at most one record per user and store, and staff
 * emails unique per store ignoring case.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("staff")
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  await linkAndDeduplicate(db);
}

/**
 * The existing links and the two unique indexes. A record is linked to the account of the same
 * email (ignoring case) only where it is the one record of its store with that email; where a
 * store holds several, none is linked (the migration cannot tell the person from a namesake
 * hire; the admin links the right one). Then every later record of a store that repeats an
 * email (by creation time, then id) gets a tagged address, `name+<id prefix>@domain`, so the
 * per-store index can be built without losing a record.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up
export async function linkAndDeduplicate(db: Kysely<any>): Promise<void> {
  await sql`
    update staff set user_id = (select u.id from users u where lower(u.email) = lower(staff.email))
    where user_id is null and not exists (
      select 1 from staff other
      where other.store_id = staff.store_id and lower(other.email) = lower(staff.email)
        and other.id <> staff.id)`.execute(db);
  const repeats = await sql<{ id: string; email: string }>`
    select s.id, s.email from staff s where exists (
      select 1 from staff e
      where e.store_id = s.store_id and lower(e.email) = lower(s.email)
        and (e.created_at < s.created_at or (e.created_at = s.created_at and e.id < s.id)))`.execute(db);
  for (const row of repeats.rows) {
    await db
      .updateTable("staff")
      .set({ email: taggedEmail(row.email, row.id) })
      .where("id", "=", row.id)
      .execute();
  }
  await db.schema
    .createIndex("staff_store_user")
    .on("staff")
    .columns(["user_id", "store_id"])
    .unique()
    .execute();
  await sql`create unique index staff_store_email_lower on staff (store_id, lower(email))`.execute(db);
}

/** `name@domain` → `name+<first 8 of id>@domain`; still delivered to the same mailbox by most hosts. */
function taggedEmail(email: string, id: string): string {
  const tag = `+${id.replaceAll("-", "").slice(0, 8)}`;
  const at = email.lastIndexOf("@");
  return at < 0 ? `${email}${tag}` : `${email.slice(0, at)}${tag}${email.slice(at)}`;
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("staff_store_email_lower").ifExists().execute();
  await db.schema.dropIndex("staff_store_user").ifExists().execute();
  await db.schema.alterTable("staff").dropColumn("user_id").execute();
}
