import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The search documents' keys of each day (issue #29): per dated table and day, the lowest and
 * highest `search_docs.key` of that day's rows. A search within a date range then reads only the
 * matches whose key lies within the range's bounds (SQLite: a rowid range of the FTS5 table;
 * PostgreSQL: the key index beside the pg_trgm GIN index) instead of every match of the table and
 * filtering the period afterwards. Documents are written as rows are entered, roughly in date
 * order, so a period's keys are close together; a back-dated entry only widens its day's bounds.
 *
 * The bounds only ever widen (a deleted row leaves them as they were; a re-dated row adds its key
 * to its new day), so every document of a day lies within them: the match stays exact, the rows'
 * own date filter deciding. `rebuildDayKeys` recomputes them tight with the search index.
 */

/** The tables whose lists filter by a date, and that date. */
export const DATED = { purchases: "purchase_date", expenses: "expense_date" } as const;
export type DatedTable = keyof typeof DATED;

const TABLES = Object.keys(DATED) as DatedTable[];

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The upsert that widens a day's bounds to `key`, `day` and `key` being SQL expressions. */
const widen = (table: DatedTable, day: string, key: string, pg: boolean) =>
  `insert into search_day_keys (tbl, day, lo, hi) select '${table}', ${day}, ${key}, ${key} where ${day} is not null
   on conflict (tbl, day) do update set lo = ${pg ? "least" : "min"}(search_day_keys.lo, excluded.lo),
     hi = ${pg ? "greatest" : "max"}(search_day_keys.hi, excluded.hi);`;

/** The row's day of a document `new` of `table`, and the document key of a row `new`. */
const dayOfDoc = (table: DatedTable) => `(select t.${DATED[table]} from ${table} t where t.id = new.row_id)`;
const keyOfRow = (table: DatedTable) =>
  `(select d.key from search_docs d where d.tbl = '${table}' and d.row_id = new.id)`;

function sqliteTriggers(): string[] {
  return TABLES.flatMap((table) => [
    `create trigger ${table}_day_keys_doc after insert on search_docs when new.tbl = '${table}' begin
       ${widen(table, dayOfDoc(table), "new.key", false)} end`,
    `create trigger ${table}_day_keys_date after update of ${DATED[table]} on ${table} begin
       ${widen(table, `new.${DATED[table]}`, keyOfRow(table), false)} end`,
  ]);
}

function postgresTriggers(): string[] {
  return TABLES.flatMap((table) => [
    `create function ${table}_day_keys_doc() returns trigger language plpgsql as $$
     begin ${widen(table, dayOfDoc(table), "new.key", true)} return new; end $$`,
    `create trigger ${table}_day_keys_doc after insert on search_docs for each row
     when (new.tbl = '${table}') execute function ${table}_day_keys_doc()`,
    `create function ${table}_day_keys_date() returns trigger language plpgsql as $$
     begin ${widen(table, `new.${DATED[table]}`, keyOfRow(table), true)} return new; end $$`,
    `create trigger ${table}_day_keys_date after update of ${DATED[table]} on ${table} for each row
     execute function ${table}_day_keys_date()`,
  ]);
}

/** Recomputes every day's bounds from the documents (after the search index is rebuilt). */
export function rebuildDayKeys(): string[] {
  return [
    "delete from search_day_keys",
    ...TABLES.map(
      (table) => `insert into search_day_keys (tbl, day, lo, hi)
        select '${table}', t.${DATED[table]}, min(d.key), max(d.key)
        from search_docs d join ${table} t on t.id = d.row_id
        where d.tbl = '${table}' and t.${DATED[table]} is not null group by t.${DATED[table]}`,
    ),
  ];
}

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
async function run(db: Kysely<any>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await run(db, [
    `create table search_day_keys (tbl text not null, day text not null, lo bigint not null,
       hi bigint not null, primary key (tbl, day))`,
    ...rebuildDayKeys(),
    ...(pg ? postgresTriggers() : sqliteTriggers()),
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const table of TABLES) {
    if (pg) {
      await run(db, [
        `drop trigger if exists ${table}_day_keys_doc on search_docs`,
        `drop trigger if exists ${table}_day_keys_date on ${table}`,
        `drop function if exists ${table}_day_keys_doc()`,
        `drop function if exists ${table}_day_keys_date()`,
      ]);
    } else {
      await run(db, [
        `drop trigger if exists ${table}_day_keys_doc`,
        `drop trigger if exists ${table}_day_keys_date`,
      ]);
    }
  }
  await run(db, ["drop table if exists search_day_keys"]);
}
