import type { Kysely } from "kysely";
import { addIndex, notNull, withBase } from "./columns.ts";

/**
 * Imports (issue #32, item 3; docs/decisions.md, Imports). `import_jobs`: one run of an import,
 * who started it, its table and file, its counts as its batches commit (each batch's transaction
 * moves them), and once it ends its status and the stored name of its refused rows file.
 * `import_mappings`: the mapping last used for a table and a file layout (the SHA-256 of the
 * header row as compared), so the next file with the same columns opens with it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("import_jobs"))
    .addColumn("table_name", "text", notNull)
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("file_name", "text", notNull)
    .addColumn("format", "text", notNull)
    .addColumn("language", "text", notNull)
    .addColumn("status", "text", notNull)
    .addColumn("total", "integer")
    .addColumn("processed", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("imported", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("refused", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("message", "text")
    .addColumn("refused_file", "text")
    .addColumn("finished_at", "text")
    .execute();
  await addIndex(db, "import_jobs_user_status", "import_jobs", ["user_id", "status"]);
  await addIndex(db, "import_jobs_status_updated", "import_jobs", ["status", "updated_at"]);

  await db.schema
    .createTable("import_mappings")
    .addColumn("table_name", "text", notNull)
    .addColumn("layout", "text", notNull)
    .addColumn("headers", "text", notNull)
    .addColumn("mapping", "text", notNull)
    .addColumn("updated_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", notNull)
    .addPrimaryKeyConstraint("import_mappings_pk", ["table_name", "layout"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("import_mappings").ifExists().execute();
  await db.schema.dropTable("import_jobs").ifExists().execute();
}
