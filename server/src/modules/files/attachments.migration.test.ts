import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import * as initial from "../../db/migrations/001_initial.ts";
import * as attachments from "../../db/migrations/002_attachments.ts";

// biome-ignore lint/suspicious/noExplicitAny: the schema is mid-migration, before the typed one applies
const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
afterAll(() => db.destroy());

describe("migration 002_attachments", () => {
  it("moves JSON attachments of purchases, expenses and daily income into the attachments table", async () => {
    await initial.up(db);
    const now = "2026-01-02T03:04:05.000Z";
    const files = [
      { name: "a1.pdf", originalName: "invoice.pdf", type: "application/pdf", size: 120, url: "/x" },
      { name: "a2.png", url: "/y" },
    ];
    await db
      .insertInto("purchases")
      .values({
        id: "p1",
        created_at: now,
        updated_at: now,
        invoice_no: "INV-1",
        vendor: "Acme",
        amount: 100,
        purchase_date: "2026-01-02",
        attachments: JSON.stringify(files),
      })
      .execute();
    await db
      .insertInto("daily_income")
      .values({ id: "d1", created_at: now, updated_at: now, date: "2026-01-02", attachments: "not json" })
      .execute();
    await attachments.up(db);
    const rows = await db.selectFrom("attachments").selectAll().orderBy("stored_name").execute();
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      {
        owner_table: "purchases",
        owner_id: "p1",
        stored_name: "a1.pdf",
        original_name: "invoice.pdf",
        type: "application/pdf",
        size: 120,
        created_at: now,
      },
      {
        owner_table: "purchases",
        owner_id: "p1",
        stored_name: "a2.png",
        original_name: null,
        type: "application/octet-stream",
        size: 0,
        created_at: now,
      },
    ]);
    const purchase = await db.selectFrom("purchases").select("attachments").executeTakeFirstOrThrow();
    expect(purchase.attachments).toBe("[]");
  });
});
