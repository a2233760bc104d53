import { type Kysely, sql } from "kysely";
import { withBase } from "./columns.ts";

/**
 * Saved views (issue #32, item 4; docs/decisions.md, Saved views). `saved_views`: a list's
 * filters, sort, columns and page size (`state`, JSON text of at most 4 KB) kept by name for
 * their owner, optionally shared with a role; a name once per owner and list, ignoring case.
 * `saved_view_defaults`: each person's default view of a list (one per person and list), which
 * may be a view shared with them; it goes with the view or the person.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("saved_views"))
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("list", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("shared_role", "text")
    .execute();
  await db.schema
    .createIndex("saved_views_owner_list_name")
    .on("saved_views")
    .unique()
    .expression(sql`user_id, list, lower(name)`)
    .execute();
  await db.schema
    .createIndex("saved_views_shared")
    .on("saved_views")
    .columns(["shared_role", "list"])
    .execute();

  await db.schema
    .createTable("saved_view_defaults")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("list", "text", (col) => col.notNull())
    .addColumn("view_id", "text", (col) => col.notNull().references("saved_views.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("saved_view_defaults_pk", ["user_id", "list"])
    .execute();
  await db.schema
    .createIndex("saved_view_defaults_view")
    .on("saved_view_defaults")
    .column("view_id")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("saved_view_defaults").ifExists().execute();
  await db.schema.dropTable("saved_views").ifExists().execute();
}
