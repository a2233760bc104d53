import type { StoreScope } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { DB, Dialect } from "./database.ts";

/**
 * A value that changes whenever the data may have changed, read in one cheap statement.
 * - SQLite: the rows this connection has changed (`total_changes()`, triggers' writes included)
 *   and `data_version`, which moves when another connection commits to the file.
 * - PostgreSQL: the position up to which the server has inserted write-ahead log. Every committed
 *   write, from any process, inserts its records there before it becomes visible. Some writes that
 *   change nothing read (another database of the server, a page pruned) move it too. That only
 *   costs a rebuild.
 *
 * Read it before the data it guards: figures built after reading version v are never older than v.
 * It names the database too (its file, or its name on the server): two databases of one process —
 * the tests' copies of one seeded business — can be at the same version.
 */
export async function dataVersion(db: Kysely<DB>, dialect: Dialect): Promise<string> {
  if (dialect === "postgres") {
    const { rows } = await sql<{
      lsn: string;
      name: string;
    }>`select pg_current_wal_insert_lsn()::text as lsn, current_database() as name`.execute(db);
    const row = rows[0];
    return row ? `${row.name}:${row.lsn}` : "";
  }
  const { rows } = await sql<{
    changes: number;
    version: number;
    file: string;
  }>`select total_changes() as changes,
    (select data_version from pragma_data_version) as version,
    (select file from pragma_database_list where name = 'main') as file`.execute(db);
  const row = rows[0];
  return row ? `${row.file}:${row.version}:${row.changes}` : "";
}

/**
 * Answers kept while the data version stays the same: under many readers and no writes, one
 * build serves them all (and requests that arrive while it is being built wait for it instead of
 * building their own). A new version forgets everything; so does a full cache. `keep` says whether
 * a built value may stay (too large a one is used once and let go).
 */
export function versionedCache<T>(maxEntries = 64, keep: (value: T) => boolean = () => true) {
  let version: string | undefined;
  const entries = new Map<string, Promise<T>>();
  return (currentVersion: string, key: string, build: () => Promise<T>): Promise<T> => {
    if (currentVersion !== version) {
      entries.clear();
      version = currentVersion;
    }
    const known = entries.get(key);
    if (known) return known;
    if (entries.size >= maxEntries) entries.clear();
    const built = build();
    entries.set(key, built);
    built.then(
      (value) => {
        if (!keep(value) && entries.get(key) === built) entries.delete(key);
      },
      () => {
        if (entries.get(key) === built) entries.delete(key);
      },
    );
    return built;
  };
}

/** A store scope as part of a cache key: "all", or its store ids in one order whatever they came in. */
export function scopeKey(scope: StoreScope): string {
  return scope === "all" ? "all" : [...scope].sort().join(",");
}
