import { createHash } from "node:crypto";
import { TABLES } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { DB, Dialect } from "../db/database.ts";
import { type FileStore, readWhole } from "../modules/files/file-store.ts";

/** What a backup must bring back: rows per table, every money column's sum and digest, the files. */
export interface Fingerprint {
  tables: Record<string, number>;
  money: Record<string, { sum: number; sha256: string }>;
  files: { count: number; bytes: number; sha256: string };
}

async function tableNames(db: Kysely<DB>, dialect: Dialect): Promise<string[]> {
  const query =
    dialect === "sqlite"
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'search_fts%'`
      : sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name).sort();
}

/** Keys in the order a walk of the folder store would meet them: segment by segment. */
function byPath(a: string, b: string): number {
  const [x, y] = [a.split("/"), b.split("/")];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const order = (x[i] ?? "").localeCompare(y[i] ?? "");
    if (order !== 0) return order;
  }
  return x.length - y.length;
}

/** Every file of a store, in a stable order, with a digest of keys and contents. */
export async function filesFingerprint(files: FileStore): Promise<Fingerprint["files"]> {
  const hash = createHash("sha256");
  let count = 0;
  let bytes = 0;
  for (const key of (await files.list("")).map((file) => file.key).sort(byPath)) {
    const content = await readWhole(files, key);
    if (!content) continue;
    hash.update(key).update("\0").update(content);
    count += 1;
    bytes += content.length;
  }
  return { count, bytes, sha256: hash.digest("hex") };
}

/** Rows of a money column read at once by {@link fingerprint}. */
const FINGERPRINT_PAGE = 10_000;

/** Row counts of every table and, for each money column, its sum and a digest of (id, amount) by id. */
export async function fingerprint(
  db: Kysely<DB>,
  dialect: Dialect,
  page = FINGERPRINT_PAGE,
): Promise<Omit<Fingerprint, "files">> {
  const tables: Record<string, number> = {};
  for (const name of await tableNames(db, dialect)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(
      db,
    );
    tables[name] = Number(rows[0]?.n ?? 0);
  }
  const money: Fingerprint["money"] = {};
  for (const [table, def] of Object.entries(TABLES)) {
    const columns = Object.entries(def.columns)
      .filter(([, column]) => column.kind === "money" && !column.computed)
      .map(([name]) => name);
    for (const column of columns) {
      const hash = createHash("sha256");
      let sum = 0;
      // A page of rows at a time, by id: the digest is the same as over the whole column, and a
      // table of a million rows is never held at once (the server runs in 192 MB).
      let after: string | null = null;
      for (;;) {
        const { rows }: { rows: { id: string; value: number | null }[] } = await sql<{
          id: string;
          value: number | null;
        }>`select id, ${sql.ref(column)} as value from ${sql.table(table)}
          ${after === null ? sql`` : sql`where id > ${after}`} order by id limit ${page}`.execute(db);
        for (const row of rows) {
          const value = row.value === null ? null : Number(row.value);
          hash.update(`${row.id}:${value}\n`);
          sum += value ?? 0;
        }
        if (rows.length < page) break;
        after = rows[rows.length - 1]?.id ?? null;
      }
      money[`${table}.${column}`] = { sum, sha256: hash.digest("hex") };
    }
  }
  return { tables, money };
}
