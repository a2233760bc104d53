import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The search index (issue #15 item 4): one row in `search_docs` per record of the tables that grow
 * with the business — purchases, expenses, audit entries — holding its searchable text (lower case,
 * fields joined by a line break so a match never spans two fields) and its store. SQLite indexes
 * that text with an FTS5 trigram table (substring match), PostgreSQL with a pg_trgm GIN index.
 * Triggers keep it in the same transaction as every write, a store's rename included.
 * The money columns are searched by value (`amount = cents`), through an index of their own.
 */

/** The searched text columns of each indexed table; `store` adds its store's name. */
const INDEXED = {
  purchases: {
    columns: ["invoice_no", "vendor", "payment_type", "check_no", "description", "notes"],
    store: true,
  },
  expenses: { columns: ["description", "category", "payment_type", "check_no", "notes"], store: true },
  audit_logs: {
    columns: ["user_name", "action", "target_table", "description", "ip_address", "user_id"],
    store: false,
  },
} as const;
export type Indexed = keyof typeof INDEXED;

const NEWLINE = { sqlite: "char(10)", postgres: "E'\\n'" } as const;

/** The document text of a row (`row` is the alias: `new`, or the table itself for a back-fill). */
export function bodyOf(table: Indexed, row: string, dialect: "sqlite" | "postgres"): string {
  const def = INDEXED[table];
  const parts: string[] = def.columns.map((column) => `${row}.${column}`);
  if (def.store) parts.push(`(select s.name from stores s where s.id = ${row}.store_id)`);
  return `lower(concat_ws(${NEWLINE[dialect]}, ${parts.join(", ")}))`;
}

export const storeOf = (table: Indexed, row: string) => (INDEXED[table].store ? `${row}.store_id` : "null");
export const watched = (table: Indexed) => [
  ...INDEXED[table].columns,
  ...(INDEXED[table].store ? ["store_id"] : []),
];

/** Every row of a table into the index. */
export function backFillSql(table: Indexed, dialect: "sqlite" | "postgres"): string {
  return `insert into search_docs (tbl, row_id, store_id, body)
    select '${table}', ${table}.id, ${storeOf(table, table)}, ${bodyOf(table, table, dialect)} from ${table}`;
}

export const INDEXED_TABLES = Object.keys(INDEXED) as Indexed[];

/**
 * Empties and refills the index from the rows, in this migration's layout (one FTS table for all;
 * migration 016 splits it: its `fillStatements` is the rebuild of the current layout).
 */
export function fillStatements(dialect: "sqlite" | "postgres"): string[] {
  return [
    "delete from search_docs",
    ...INDEXED_TABLES.map((table) => backFillSql(table, dialect)),
    ...(dialect === "sqlite" ? ["insert into search_fts (search_fts) values ('rebuild')"] : []),
  ];
}

/** SQLite: the FTS entries of the index rows matching `where` leave, or join, the FTS table. */
const ftsRemove = (where: string) =>
  `insert into search_fts (search_fts, rowid, body) select 'delete', key, body from search_docs where ${where};`;
const ftsAdd = (where: string) =>
  `insert into search_fts (rowid, body) select key, body from search_docs where ${where};`;

/** SQLite's tables, then (after the back-fill) its triggers: they keep search_docs and search_fts in step. */
const SQLITE_TABLES = [
  `create table search_docs (key integer primary key, tbl text not null, row_id text not null,
     store_id text, body text not null)`,
  `create virtual table search_fts using fts5(body, content='search_docs', content_rowid='key',
     tokenize='trigram')`,
];

/**
 * How the SQLite triggers keep the FTS5 index in step with `search_docs`: the statement that takes
 * a table's documents matching `where` out of it, or puts them in, and the same for the documents
 * of a renamed store (`new.id`). One FTS table here; one per table from migration 016 on.
 */
interface FtsSync {
  remove(table: Indexed, where: string): string;
  add(table: Indexed, where: string): string;
  store: { remove: string; add: string };
}

/** SQLite's triggers: they keep search_docs, and through `fts` the FTS index, in step with the rows. */
export function searchTriggers(fts: FtsSync): string[] {
  const statements: string[] = [];
  for (const table of INDEXED_TABLES) {
    const row = `tbl = '${table}' and row_id = new.id`;
    statements.push(
      `create trigger ${table}_search_ai after insert on ${table} begin
         insert into search_docs (tbl, row_id, store_id, body)
         values ('${table}', new.id, ${storeOf(table, "new")}, ${bodyOf(table, "new", "sqlite")});
         ${fts.add(table, row)} end`,
      `create trigger ${table}_search_au after update of ${watched(table).join(", ")} on ${table} begin
         ${fts.remove(table, row)}
         update search_docs set store_id = ${storeOf(table, "new")}, body = ${bodyOf(table, "new", "sqlite")}
         where ${row};
         ${fts.add(table, row)} end`,
      `create trigger ${table}_search_ad after delete on ${table} begin
         ${fts.remove(table, `tbl = '${table}' and row_id = old.id`)}
         delete from search_docs where tbl = '${table}' and row_id = old.id; end`,
    );
  }
  statements.push(
    `create trigger stores_search_au after update of name on stores when new.name is not old.name begin
       ${fts.store.remove}
       ${storeBoundRefresh("new.id", "sqlite")}
       ${fts.store.add} end`,
  );
  return statements;
}

/** This migration's triggers, over its one FTS table. */
export function sqliteTriggers(): string[] {
  const storeRows = `tbl in (${STORE_BOUND.map((table) => `'${table}'`).join(", ")}) and store_id = new.id`;
  return searchTriggers({
    remove: (_table, where) => ftsRemove(where),
    add: (_table, where) => ftsAdd(where),
    store: { remove: ftsRemove(storeRows), add: ftsAdd(storeRows) },
  });
}

export const STORE_BOUND = INDEXED_TABLES.filter((table) => INDEXED[table].store);

/** Re-indexes the rows of one store (after its rename). */
function storeBoundRefresh(storeId: string, dialect: "sqlite" | "postgres"): string {
  return STORE_BOUND.map(
    (table) =>
      `update search_docs set body = (select ${bodyOf(table, table, dialect)} from ${table}
           where ${table}.id = search_docs.row_id)
         where tbl = '${table}' and store_id = ${storeId};`,
  ).join("\n");
}

function postgresStatements(): string[] {
  const statements = [
    "create extension if not exists pg_trgm",
    `create table search_docs (key bigserial primary key, tbl text not null, row_id text not null,
       store_id text, body text not null)`,
  ];
  for (const table of INDEXED_TABLES) {
    statements.push(
      `create function ${table}_search_doc() returns trigger language plpgsql as $$
       begin
         if tg_op = 'DELETE' then
           delete from search_docs where tbl = '${table}' and row_id = old.id;
           return old;
         end if;
         insert into search_docs (tbl, row_id, store_id, body)
         values ('${table}', new.id, ${storeOf(table, "new")}, ${bodyOf(table, "new", "postgres")})
         on conflict (tbl, row_id) do update set store_id = excluded.store_id, body = excluded.body;
         return new;
       end $$`,
      `create trigger ${table}_search after insert or delete or update of ${watched(table).join(", ")}
       on ${table} for each row execute function ${table}_search_doc()`,
    );
  }
  statements.push(
    `create function stores_search_doc() returns trigger language plpgsql as $$
     begin
       ${storeBoundRefresh("new.id", "postgres")}
       return new;
     end $$`,
    `create trigger stores_search after update of name on stores for each row
     when (new.name is distinct from old.name) execute function stores_search_doc()`,
  );
  return statements;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
function dialectOf(db: Kysely<any>): "sqlite" | "postgres" {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

// biome-ignore lint/suspicious/noExplicitAny: see dialectOf
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const run = async (statements: string[]) => {
    for (const statement of statements) await sql.raw(statement).execute(db);
  };
  await run(dialect === "sqlite" ? [...SQLITE_TABLES, ...sqliteTriggers()] : postgresStatements());
  // The indexes are built once after the back-fill: far faster than growing them row by row.
  await run(fillStatements(dialect));
  await sql`create unique index search_docs_row on search_docs (tbl, row_id)`.execute(db);
  if (dialect === "postgres") {
    await sql`create index search_docs_body on search_docs using gin (body gin_trgm_ops)`.execute(db);
    // Fresh statistics, or the planner guesses the selectivity of a LIKE on a million new rows.
    await sql`analyze search_docs`.execute(db);
  }
  await sql`create index purchases_amount on purchases (amount)`.execute(db);
  await sql`create index expenses_amount on expenses (amount)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see dialectOf
export async function down(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  await sql`drop index if exists purchases_amount`.execute(db);
  await sql`drop index if exists expenses_amount`.execute(db);
  for (const table of INDEXED_TABLES) {
    if (dialect === "sqlite") {
      for (const suffix of ["ai", "au", "ad"])
        await sql.raw(`drop trigger if exists ${table}_search_${suffix}`).execute(db);
    } else {
      await sql.raw(`drop trigger if exists ${table}_search on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${table}_search_doc()`).execute(db);
    }
  }
  if (dialect === "sqlite") {
    await sql`drop trigger if exists stores_search_au`.execute(db);
    await sql`drop table if exists search_fts`.execute(db);
  } else {
    await sql`drop trigger if exists stores_search on stores`.execute(db);
    await sql`drop function if exists stores_search_doc()`.execute(db);
  }
  await sql`drop table if exists search_docs`.execute(db);
}
