import { type Kysely, sql } from "kysely";
import { newId } from "../../ids.ts";

const OWNER_TABLES = ["purchases", "expenses", "daily_income"] as const;

interface JsonAttachment {
  name?: unknown;
  originalName?: unknown;
  type?: unknown;
  size?: unknown;
}

function parse(value: unknown): JsonAttachment[] {
  try {
    const parsed: unknown = typeof value === "string" ? JSON.parse(value) : [];
    return Array.isArray(parsed) ? (parsed as JsonAttachment[]) : [];
  } catch {
    return [];
  }
}

/**
 * Attachments get their own table, so serving a file is a key lookup on its stored name instead
 * of a LIKE over JSON. The JSON column stays (empty) until the seed stops writing it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("attachments")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("owner_table", "text", (col) => col.notNull())
    .addColumn("owner_id", "text", (col) => col.notNull())
    .addColumn("stored_name", "text", (col) => col.notNull().unique())
    .addColumn("original_name", "text")
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("attachments_owner")
    .on("attachments")
    .columns(["owner_table", "owner_id"])
    .execute();

  for (const table of OWNER_TABLES) {
    const rows = await db
      .selectFrom(table)
      .select(["id", "attachments", "created_at"])
      .where("attachments", "<>", "[]")
      .execute();
    for (const row of rows) {
      const files = parse(row.attachments).filter((file) => typeof file.name === "string");
      const seen = new Set<string>();
      for (const file of files) {
        const name = String(file.name);
        if (seen.has(name)) continue;
        seen.add(name);
        await db
          .insertInto("attachments")
          .values({
            id: newId(),
            owner_table: table,
            owner_id: row.id,
            stored_name: name,
            original_name: typeof file.originalName === "string" ? file.originalName : null,
            type: typeof file.type === "string" ? file.type : "application/octet-stream",
            size: typeof file.size === "number" ? Math.trunc(file.size) : 0,
            created_at: row.created_at,
          })
          .execute();
      }
    }
    await db.updateTable(table).set({ attachments: sql`'[]'` }).where("attachments", "<>", "[]").execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("attachments").ifExists().execute();
}
