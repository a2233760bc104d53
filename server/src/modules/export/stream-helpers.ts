import { once } from "node:events";
import type { Readable, Writable } from "node:stream";

/**
 * A pause for long work on the event loop: awaited between rows, it gives the loop a turn (and so
 * every other request its answer) whenever `budget` ms have gone by since the last turn. A file
 * written from rows that are already in memory, or read in batches of 500 from SQLite, otherwise
 * runs start to end in one turn: a PDF of 10,247 time entries held /api/health for 11.6 s.
 */
export function eventLoopTurns(budget = 8): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budget) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}

/** Groups an async sequence into arrays of up to `size` items, giving the event loop its turns. */
export async function* batches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  const turn = eventLoopTurns();
  let batch: T[] = [];
  for await (const item of items) {
    await turn();
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Waits while a writer's consumer is behind, so a slow download never fills memory. */
export async function backpressure(target: Writable): Promise<void> {
  if (target.writableNeedDrain) await once(target, "drain");
}

/** Waits while a readable's unread buffer is larger than `limit` bytes (its consumer is behind). */
export async function drained(source: Readable, limit = 1 << 20): Promise<void> {
  while (source.readableLength > limit && !source.destroyed) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
