import { once } from "node:events";
import type { Readable, Writable } from "node:stream";

/** Writers waiting for their next slice of work, served one per turn of the event loop, in order. */
const waitingSlices: Array<() => void> = [];
let sliceScheduled = false;
function nextSlice() {
  sliceScheduled = false;
  waitingSlices.shift()?.();
  if (waitingSlices.length > 0) scheduleSlice();
}
function scheduleSlice() {
  sliceScheduled = true;
  setImmediate(nextSlice);
}

/**
 * A pause for long work on the event loop: awaited between rows, it waits for the next turn of the
 * loop (so every other request gets its answer) whenever `budget` ms have gone by since this
 * writer's last turn. Writers share the turns: one writer's slice per turn, in the order they
 * asked, so four exports at once still hold the loop for one slice at a time. A file written from
 * rows already in memory, or read in batches of 500 from SQLite, otherwise runs start to end in
 * one turn: a PDF of 10,247 time entries held /api/health for 11.6 s.
 */
export function eventLoopTurns(budget = 8): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budget) return undefined;
    return new Promise<void>((resolve) => {
      waitingSlices.push(() => {
        since = performance.now();
        resolve();
      });
      if (!sliceScheduled) scheduleSlice();
    });
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
