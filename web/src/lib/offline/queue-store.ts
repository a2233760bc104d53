/**
 * The on-device queue in IndexedDB (idb-keyval): nothing queued is lost on a reload or a crash. Every
 * change is told to this tab's listeners and, through a BroadcastChannel, to the app's other tabs.
 */
import { createStore, del, get, set, type UseStore, values } from "idb-keyval";
import type { QueueItem } from "./queue-items.ts";

let opened: UseStore | null = null;
/** The database, opened on first use (a browser without IndexedDB keeps no queue). */
const store = (): UseStore => {
  opened ??= createStore("storeops-offline", "queue");
  return opened;
};
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("storeops-offline");

let snapshot: readonly QueueItem[] = [];
let loaded = false;

async function reload(): Promise<void> {
  const items =
    typeof indexedDB === "undefined" ? [] : await values<QueueItem>(store()).catch(() => [] as QueueItem[]);
  const next = items.sort((a, b) => a.created_at.localeCompare(b.created_at));
  // Read again but the same (an empty queue read as the app starts): the screens keep their
  // snapshot and do not render again (the layout follows the queue).
  if (JSON.stringify(next) === JSON.stringify(snapshot)) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

channel?.addEventListener("message", () => void reload());

async function changed(): Promise<void> {
  await reload();
  channel?.postMessage("changed");
}

/** Every queued item, oldest first, as last read (see `subscribe`). */
export const queuedItems = (): readonly QueueItem[] => snapshot;

/** Reads the queue once and then follows it: `listener` runs after every change. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded) {
    loaded = true;
    void reload();
  }
  return () => listeners.delete(listener);
}

/** The items as stored now (read afresh: another tab may have sent some). */
export async function readQueue(): Promise<QueueItem[]> {
  await reload();
  return [...snapshot];
}

export async function readItem(id: string): Promise<QueueItem | undefined> {
  return get<QueueItem>(id, store());
}

export async function putItem(item: QueueItem): Promise<void> {
  await set(item.id, item, store());
  await changed();
}

export async function removeItem(id: string): Promise<void> {
  await del(id, store());
  await changed();
}
