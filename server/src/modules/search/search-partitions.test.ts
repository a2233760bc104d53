import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createAsAdmin } from "../../../test/demo-stores.ts";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import * as partitions from "../../db/migrations/019_search_docs_partitions.ts";
import * as filters from "../../db/migrations/045_search_filters.ts";

const t = useTestApp();

const onPostgres = process.env.TEST_DB === "postgres";

describe.skipIf(!onPostgres)("the search index's partitions (PostgreSQL, migration 019)", () => {
  const documents = async () => {
    const { rows } = await sql<{ tbl: string; n: string }>`select tbl, count(*) as n from search_docs
      group by tbl order by tbl`.execute(t.database.db);
    return rows.map((row) => `${row.tbl}:${row.n}`);
  };
  const partitionNames = async () => {
    const { rows } = await sql<{ name: string }>`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname = 'search_docs' order by c.relname`.execute(t.database.db);
    return rows.map((row) => row.name);
  };

  it("holds each table's documents in its own partition, and survives down and up with every document", async () => {
    const created = await createAsAdmin(t, "purchases", { invoice_no: "PART-77", vendor: "Partition Dairy" });
    expect(await partitionNames()).toEqual([
      "search_docs_audit_logs",
      "search_docs_expenses",
      "search_docs_purchases",
    ]);
    const before = await documents();
    // Taken back past 019 as a migration would be: the later 045 (the documents' filters) first.
    await filters.down(t.database.db);
    await partitions.down(t.database.db);
    expect(await partitionNames()).toEqual([]);
    expect(await documents()).toEqual(before);
    await partitions.up(t.database.db);
    await filters.up(t.database.db);
    expect(await documents()).toEqual(before);

    // A query of one table reads that table's partition only.
    const { rows } = await sql<{ "QUERY PLAN": string }>`explain select row_id from search_docs
      where tbl = 'expenses' and body like '%dairy%'`.execute(t.database.db);
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(plan).toContain("search_docs_expenses");
    expect(plan).not.toContain("search_docs_purchases");

    // Writes keep landing in the index, and search finds them.
    const admin = await signIn(t.app, "admin");
    const found = await client(t.app, admin.token).get("/api/search?q=partition%20dairy&type=purchases");
    expect(found.json().results.map((result: { id: string }) => result.id)).toEqual([created.id]);
  });
});
