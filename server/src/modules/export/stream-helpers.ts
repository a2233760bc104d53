import { once } from "node:events";
import type { Readable, Writable } from "node:stream";

/** Groups an async sequence into arrays of up to `size` items. */
export async function* batches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
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
