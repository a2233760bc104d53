/**
 * The pool of reader threads: a bounded number of reads run at once (one per core by default,
 * DOCUMENT_READERS to change it), a bounded queue waits behind them, and past it a read is
 * refused at once. A read that runs past its time limit ends its thread (and the tesseract
 * worker inside), so a hostile file cannot hold a reader. The event loop only passes bytes.
 */
import os from "node:os";
import { Piscina } from "piscina";
import type { ReadOutcome, ReadTask } from "./read-worker.ts";

/** Reads waiting behind the running ones; past it, 503. */
const QUEUED_READS = 8;
/** The time limit of one read, its wait in the queue counted (a full queue drains in about 15 s on 2 idle cores, several times that on a busy machine). */
const READ_TIME_LIMIT_MS = 60_000;

export class ReadersBusy extends Error {}
export class ReadTimedOut extends Error {}

export interface DocumentReader {
  read(task: ReadTask): Promise<ReadOutcome>;
  close(): Promise<void>;
}

function workerFile(): { filename: string; execArgv: string[] } {
  // From the sources (tests, npm run dev) the thread runs TypeScript through tsx; the built server
  // has it as dist/read-worker.js beside the bundle (server/scripts/build.mjs).
  const fromSource = import.meta.url.endsWith(".ts");
  const filename = new URL(fromSource ? "./read-worker.ts" : "./read-worker.js", import.meta.url).href;
  return { filename, execArgv: fromSource ? ["--import", "tsx"] : [] };
}

/** Starts the pool; its threads start on the first read. */
export function createDocumentReader(
  options: { threads?: number; timeLimitMs?: number } = {},
): DocumentReader {
  const threads =
    options.threads ??
    (Number(process.env.DOCUMENT_READERS) || Math.max(1, Math.min(2, os.availableParallelism())));
  const timeLimitMs = options.timeLimitMs ?? READ_TIME_LIMIT_MS;
  const pool = new Piscina<ReadTask, ReadOutcome>({
    ...workerFile(),
    minThreads: 0,
    maxThreads: threads,
    maxQueue: QUEUED_READS,
    // A thread not used for a minute is ended, and its tesseract worker's memory given back.
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return {
    async read(task) {
      if (pool.queueSize >= QUEUED_READS) throw new ReadersBusy();
      const signal = AbortSignal.timeout(timeLimitMs);
      try {
        return await pool.run(task, { signal });
      } catch (error) {
        if (signal.aborted) throw new ReadTimedOut();
        if (String((error as Error).message).includes("queue is at limit")) throw new ReadersBusy();
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
