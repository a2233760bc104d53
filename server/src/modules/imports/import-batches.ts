import type { TImportProblem } from "@storeops/domain";
import { MSG } from "@storeops/domain";
import type { ControlledTransaction, Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { storeNow, storeToday } from "../../db/store-time.ts";
import { AppError } from "../../errors.ts";
import { tableModule } from "../../rest/registry.ts";
import type { Input, WriteContext } from "../../rest/write-context.ts";
import { keepBudgets } from "../budgets/budgets.repository.ts";
import { type CheckedRow, refusalProblem } from "./import-rows.ts";
import type { ImportRun, RunDeps } from "./import-run.ts";
import { updateImportJob } from "./imports.repository.ts";
import type { RefusedRowsFile } from "./refused-rows.ts";

/**
 * A transaction stores at most this many rows; on SQLite, whose one connection every other request
 * waits for, it takes no new row after BATCH_MS (PostgreSQL's other connections are not held up).
 */
export const BATCH_ROWS = 500;
const BATCH_MS = { sqlite: 50, postgres: Number.POSITIVE_INFINITY } as const;

export type Counts = { processed: number; imported: number; refused: number };
type AfterCommit = (db: Kysely<DB>) => void | Promise<void>;

/** What a row's write gets: the table's write context, its rows marked as an import's (no entry of their own). */
function importContext(trx: Kysely<DB>, run: ImportRun, tasks: Set<AfterCommit>): WriteContext {
  return {
    trx,
    actor: run.actor,
    table: run.table,
    describe: tableModule(run.table).describe,
    newAttachments: new Map(),
    today: (storeId) => storeToday(trx, storeId),
    now: (storeId) => storeNow(trx, storeId),
    // The same task for every row (forget the store time zones) runs once a batch.
    afterCommit: (task) => tasks.add(task),
    imported: true,
  };
}

/** Stores one checked row as creating it by hand does: the table's own create; budgets as the grid keeps them. */
async function writeRow(ctx: WriteContext, run: ImportRun, input: Input): Promise<void> {
  if (run.table !== "budgets") {
    await tableModule(run.table).writes.create(ctx, input);
    return;
  }
  const { store_id, month, line, cents } = input as {
    store_id: string;
    month: string;
    line: string;
    cents: number;
  };
  await keepBudgets(ctx.trx, [{ store_id, month, line, cents }], run.actor.user.id);
}

/** A write's refusal as a row's problem; a fault that is not a refusal stops the run. */
function refusalOf(row: number, error: unknown): TImportProblem {
  if (!isRefusal(error)) throw error;
  return error instanceof AppError
    ? refusalProblem(row, error)
    : { row, field: "", message: MSG.uniqueConflict };
}

/** A write's refusal (a 4xx of the table's rules, a unique key): the row is refused, the run goes on. */
const isRefusal = (error: unknown) => {
  if (error instanceof AppError) return true;
  const code = String((error as { code?: unknown }).code ?? "");
  return code === "23505" || code.startsWith("SQLITE_CONSTRAINT");
};

/**
 * Stores rows from `start` in one transaction (at most BATCH_ROWS, none started after BATCH_MS);
 * the job's counts move in the same transaction. `careful`: each row behind a savepoint, so a
 * refused row leaves the others. Answers where the next transaction starts.
 */
async function storeSome(
  deps: RunDeps,
  run: ImportRun,
  rows: readonly CheckedRow[],
  start: number,
  counts: Counts,
  refused: RefusedRowsFile,
  careful: boolean,
): Promise<number> {
  const began = performance.now();
  const tasks = new Set<AfterCommit>();
  const outcomes: { cells: string[]; problems: TImportProblem[] }[] = [];
  const trx: ControlledTransaction<DB> = await deps.db.startTransaction().execute();
  let index = start;
  let imported = 0;
  try {
    const ctx = importContext(trx, run, tasks);
    for (
      ;
      index < rows.length && index - start < BATCH_ROWS && performance.now() - began < BATCH_MS[deps.dialect];
      index++
    ) {
      const row = rows[index] as CheckedRow;
      if (!row.input) {
        outcomes.push(row);
        continue;
      }
      if (!careful) {
        // A refusal rolls the whole transaction back: its rows are then stored again, carefully.
        await writeRow(ctx, run, row.input);
        imported++;
        continue;
      }
      const point = await trx.savepoint("import_row").execute();
      try {
        await writeRow(ctx, run, row.input);
        await point.releaseSavepoint("import_row").execute();
        imported++;
      } catch (error) {
        await point.rollbackToSavepoint("import_row").execute();
        outcomes.push({ cells: row.cells, problems: [refusalOf(row.row, error)] });
      }
    }
    await updateImportJob(trx, run.id, {
      processed: counts.processed + (index - start),
      imported: counts.imported + imported,
      refused: counts.refused + outcomes.length,
    });
    await trx.commit().execute();
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  counts.processed += index - start;
  counts.imported += imported;
  counts.refused += outcomes.length;
  for (const task of tasks) await task(deps.db);
  await refused.add(outcomes);
  return index;
}

/**
 * Stores checked rows, a transaction at a time: first all at once (a savepoint a row is two more
 * statements, a third of a row's work on PostgreSQL); when the table's rules refuse one, that
 * transaction is rolled back and its rows stored again behind a savepoint each.
 */
export async function storeBatch(
  deps: RunDeps,
  run: ImportRun,
  rows: CheckedRow[],
  counts: Counts,
  refused: RefusedRowsFile,
) {
  let next = 0;
  while (next < rows.length) {
    const start = next;
    next = await storeSome(deps, run, rows, start, counts, refused, false).catch((error: unknown) => {
      if (!isRefusal(error)) throw error;
      return storeSome(deps, run, rows, start, counts, refused, true);
    });
    // The other requests' turn, between two transactions.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
