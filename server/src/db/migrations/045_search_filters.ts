import { type Kysely, PostgresAdapter, sql } from "kysely";
import { bodyOf, type Indexed, storeOf, watched } from "./006_search_index.ts";
import { dayKeysFill, dayKeysTriggers } from "./029_search_key_days.ts";

/**
 * The filters beside the text (issue #29): each search document keeps its row's status, list
 * date and amount next to its store, so a search combined with a status, date range or amount
 * range is counted from the index alone: a match is tested against the columns of its document
 * (SQLite: one covering index read in key order, the FTS5 matches' order), never by reading its
 * row. Before, "dairy" + approved at 1M joined each of the first ~8,000 matches to its document
 * and then its row (90–250 ms); the purchases and expenses screens ask that count while searching.
 *
 * Also:
 * - an index of purchases and of expenses by (store, amount): an amount range of a caller of
 *   several stores is counted in the index (accounting, $100–500 at 1M: 240–600 ms → ~1 ms). The
 *   page is planned apart (rest/read.service.ts): a wide range is read in the list's date order.
 * - the audit log's document keys by day (migration 029's blocks, `created_at`): a search of the
 *   audit log within a period reads that period's matches only.
 * - the rows with notes of time entries and daily income (NOTES_INDEXES): their `q` is read by day
 *   (rest/search-days.ts), no longer by testing every row (time entries at 1M: 130–350 ms).
 *
 * The triggers keep the columns in every write's transaction: a status change (approve, pay,
 * reject), a re-dated or re-priced row. SQLite: a document's columns are set when the document is
 * written (a trigger on `search_docs`, so migration 016's triggers and the rebuild stay as they
 * are), and again when the row's columns change. PostgreSQL: the document's upsert sets them.
 */

/** The row columns each indexed table keeps in its documents' `status`, `day` and `amount`. */
export const DOC_FILTERS = {
  purchases: { status: "status", day: "purchase_date", amount: "amount" },
  expenses: { status: "status", day: "expense_date", amount: "amount" },
  audit_logs: { status: "action", day: "created_at", amount: null },
} as const satisfies Record<Indexed, { status: string; day: string; amount: string | null }>;

/** Tables whose documents' keys are kept per block of days here (migration 029 keeps the others). */
export const AUDIT_DAY_KEYS = { audit_logs: "created_at" } as const;

const TABLES = Object.keys(DOC_FILTERS) as Indexed[];

/** The document columns and, for each, the row's column (`null`: none). */
function columnsOf(table: Indexed): Array<[doc: "status" | "day" | "amount", row: string | null]> {
  const filters = DOC_FILTERS[table];
  return [
    ["status", filters.status],
    ["day", filters.day],
    ["amount", filters.amount],
  ];
}

/** The row columns the documents copy (a change of one of them updates the document). */
const copied = (table: Indexed) => columnsOf(table).flatMap(([, row]) => (row ? [row] : []));

/** `status = new.status, day = new.purchase_date, …` from a row alias. */
const assignments = (table: Indexed, row: string) =>
  columnsOf(table)
    .map(([doc, column]) => `${doc} = ${column ? `${row}.${column}` : "null"}`)
    .join(", ");

/**
 * The rows with notes of the tables whose `q` is read by day (rest/search-days.ts: time entries,
 * daily income): a search finds its notes here, not in every row (201 of 310,000 time entries).
 */
const NOTES_INDEXES = [
  "create index time_entries_notes on employee_time_entries (notes) where notes is not null",
  "create index daily_income_notes on daily_income (notes) where notes is not null",
];

/** Documents' keys per batch of a back-fill: a statement (and on SQLite a transaction) each. */
const BATCH = 50_000;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
async function run(db: Kysely<any>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** SQLite: sets a new document's columns from its row, then follows the row's changes. */
function sqliteTriggers(table: Indexed): string[] {
  const fromRow = columnsOf(table)
    .map(
      ([doc, column]) =>
        `${doc} = ${column ? `(select r.${column} from ${table} r where r.id = new.row_id)` : "null"}`,
    )
    .join(", ");
  return [
    `create trigger ${table}_filters_doc after insert on search_docs when new.tbl = '${table}' begin
       update search_docs set ${fromRow} where key = new.key; end`,
    `create trigger ${table}_filters_au after update of ${copied(table).join(", ")} on ${table} begin
       update search_docs set ${assignments(table, "new")} where tbl = '${table}' and row_id = new.id; end`,
  ];
}

/**
 * PostgreSQL: migration 006's document function and trigger, with the filter columns (`filters`:
 * false restores 006's).
 */
function postgresTriggers(table: Indexed, filters = true): string[] {
  const columns = filters ? columnsOf(table) : [];
  const names = columns.map(([doc]) => `, ${doc}`).join("");
  const values = columns.map(([, row]) => `, ${row ? `new.${row}` : "null"}`).join("");
  const updates = columns.map(([doc]) => `, ${doc} = excluded.${doc}`).join("");
  const watching = filters ? [...new Set([...watched(table), ...copied(table)])] : watched(table);
  return [
    `create or replace function ${table}_search_doc() returns trigger language plpgsql as $$
     begin
       if tg_op = 'DELETE' then
         delete from search_docs where tbl = '${table}' and row_id = old.id;
         return old;
       end if;
       insert into search_docs (tbl, row_id, store_id, body${names})
       values ('${table}', new.id, ${storeOf(table, "new")}, ${bodyOf(table, "new", "postgres")}${values})
       on conflict (tbl, row_id) do update set store_id = excluded.store_id, body = excluded.body${updates};
       return new;
     end $$`,
    `drop trigger if exists ${table}_search on ${table}`,
    `create trigger ${table}_search after insert or delete or update of ${watching.join(", ")}
     on ${table} for each row execute function ${table}_search_doc()`,
  ];
}

/**
 * Every document's columns from its row, a batch of keys at a time (the migration's back-fill
 * and, on PostgreSQL, the search index's rebuild: modules/search/search-index.repository.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
export async function fillDocFilters(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    const bounds = await sql<{ lo: number | string | null; hi: number | string | null }>`
      select min(key) as lo, max(key) as hi from search_docs where tbl = ${table}`.execute(db);
    const lo = Number(bounds.rows[0]?.lo ?? 0);
    const hi = Number(bounds.rows[0]?.hi ?? -1);
    for (let start = lo; start <= hi; start += BATCH) {
      await sql
        .raw(
          `update search_docs set ${assignments(table, "r")} from ${table} r
           where search_docs.tbl = '${table}' and r.id = search_docs.row_id
             and search_docs.key between ${start} and ${start + BATCH - 1}`,
        )
        .execute(db);
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await run(db, [
    "alter table search_docs add column status text",
    "alter table search_docs add column day text",
    `alter table search_docs add column amount ${pg ? "bigint" : "integer"}`,
  ]);
  if (pg) {
    // Every document is rewritten: its indexes are built again afterwards rather than updated a
    // row at a time (the pg_trgm index above all), with room to sort in.
    await run(db, [
      "set local maintenance_work_mem = '256MB'",
      "drop index search_docs_body",
      "drop index search_docs_row",
      "drop index search_docs_store",
    ]);
    await fillDocFilters(db);
    await run(db, [
      "create unique index search_docs_row on search_docs (tbl, row_id)",
      "create index search_docs_store on search_docs (tbl, store_id, key)",
      "create index search_docs_body on search_docs using gin (body gin_trgm_ops)",
    ]);
  } else {
    await fillDocFilters(db);
  }
  await run(
    db,
    TABLES.flatMap((table) => (pg ? postgresTriggers(table) : sqliteTriggers(table))),
  );
  if (pg) {
    // Beside each partition's pg_trgm index: a status's documents in key order (a bitmap of them
    // meets the text's bitmap before any document is read).
    await run(db, ["create index search_docs_status on search_docs (tbl, status, key)"]);
  } else {
    // Each document's store and filters by key: the FTS5 matches (in key order) are tested in it.
    await run(db, [
      "create index search_docs_filters on search_docs (tbl, key, store_id, status, day, amount)",
    ]);
  }
  await run(db, [
    "create index purchases_store_amount on purchases (store_id, amount)",
    "create index expenses_store_amount on expenses (store_id, amount)",
    ...NOTES_INDEXES,
    ...dayKeysFill("audit_logs", AUDIT_DAY_KEYS.audit_logs),
    ...dayKeysTriggers("audit_logs", AUDIT_DAY_KEYS.audit_logs, pg),
    // Fresh statistics: the planner weighs the new columns and indexes by them (SQLite: the new
    // indexes only; the tables' own statistics stand).
    ...(pg
      ? ["analyze search_docs", "analyze purchases", "analyze expenses"]
      : ["analyze search_docs_filters", "analyze purchases_store_amount", "analyze expenses_store_amount"]),
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await run(db, [
    "drop index if exists purchases_store_amount",
    "drop index if exists expenses_store_amount",
    "drop index if exists time_entries_notes",
    "drop index if exists daily_income_notes",
    "drop index if exists search_docs_status",
    "drop index if exists search_docs_filters",
    "delete from search_key_days where tbl = 'audit_logs'",
    ...(pg
      ? [
          "drop trigger if exists audit_logs_day_keys_doc on search_docs",
          "drop trigger if exists audit_logs_day_keys_date on audit_logs",
          "drop function if exists audit_logs_day_keys_doc()",
          "drop function if exists audit_logs_day_keys_date()",
          ...TABLES.flatMap((table) => postgresTriggers(table, false)),
        ]
      : [
          "drop trigger if exists audit_logs_day_keys_doc",
          "drop trigger if exists audit_logs_day_keys_date",
          ...TABLES.flatMap((table) => [
            `drop trigger if exists ${table}_filters_doc`,
            `drop trigger if exists ${table}_filters_au`,
          ]),
        ]),
    "alter table search_docs drop column status",
    "alter table search_docs drop column day",
    "alter table search_docs drop column amount",
  ]);
}
