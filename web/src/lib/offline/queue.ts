/**
 * The on-device queue's use cases (issue #30; docs/decisions.md, Offline): a write is sent at once
 * when it can be, and waits in the queue when the connection is down; the queue is sent in order
 * when it returns, each request with its stored key. A refusal (4xx) marks the item refused with the
 * server's message, and it stays until tried again with new keys, edited or discarded.
 */
import { isApiError, isNetworkError } from "../api.ts";
import { type QueueItem, withNewKeys } from "./queue-items.ts";
import { putItem, readItem, readQueue, removeItem } from "./queue-store.ts";
import { sendItem } from "./send-item.ts";

/** No connection: the browser says so, or the request never got an answer. */
export const offlineNow = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * An answer that says "not now" rather than "no": the server down (5xx), busy with the same key
 * (409 idempotency_in_progress), a limit (429), a lock (423), a timeout (408), and for a signed-in
 * user's write a session that ended (401: sent once they sign in again).
 */
function notNow(error: unknown, item: QueueItem): boolean {
  if (isNetworkError(error)) return true;
  if (!isApiError(error)) return false;
  if (error.status >= 500 || [408, 423, 429].includes(error.status)) return true;
  if (error.status === 409 && error.code === "idempotency_in_progress") return true;
  return error.status === 401 && item.owner !== "kiosk";
}

/** Keeps the item in the queue, waiting to be sent. */
export function queueItem(item: QueueItem): Promise<void> {
  return putItem({ ...item, state: "waiting", message: undefined });
}

/**
 * A write the queue can hold: sent now when online (`sent`: the server's answer); kept in the
 * queue when there is no connection (`queued`). A refusal is thrown as it is, for the screen to show.
 */
export async function sendOrQueue(
  item: QueueItem,
): Promise<{ queued: false; answer: unknown } | { queued: true }> {
  if (offlineNow()) {
    await queueItem(item);
    return { queued: true };
  }
  try {
    return { queued: false, answer: await sendItem(item, async () => undefined) };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    await queueItem(item);
    return { queued: true };
  }
}

let running: Promise<number> | null = null;

/** Sends one item; answers whether the queue may go on to the next one. */
async function sendQueued(item: QueueItem): Promise<"sent" | "refused" | "stop"> {
  await putItem({ ...item, state: "sending" });
  let latest = item;
  try {
    await sendItem(item, async (progress) => {
      latest = progress;
      await putItem({ ...progress, state: "sending" });
    });
    await removeItem(item.id);
    return "sent";
  } catch (error) {
    if (notNow(error, latest)) {
      await putItem({ ...latest, state: "waiting" });
      return "stop";
    }
    const message = error instanceof Error ? error.message : String(error);
    await putItem({ ...latest, state: "refused", message });
    return "refused";
  }
}

async function sendWaiting(owner: string): Promise<number> {
  let sent = 0;
  for (const item of await readQueue()) {
    if (item.owner !== owner || item.state === "refused") continue;
    // Another tab may have sent it meanwhile.
    if (!(await readItem(item.id))) continue;
    const outcome = await sendQueued(item);
    if (outcome === "stop") break;
    if (outcome === "sent") sent += 1;
  }
  return sent;
}

/**
 * Sends `owner`'s waiting items, oldest first, one tab at a time (a Web Lock where the browser has
 * them); stops at the first that cannot be sent now. Answers how many were sent.
 */
export function sendQueue(owner: string): Promise<number> {
  if (offlineNow()) return Promise.resolve(0);
  running ??= (async () => {
    try {
      const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
      return locks
        ? await locks.request("storeops-offline-queue", () => sendWaiting(owner))
        : await sendWaiting(owner);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** A refused item tried again, or edited: the same write with new keys, waiting again. */
export async function retryItem(item: QueueItem, changes: Partial<QueueItem> = {}): Promise<void> {
  await putItem(withNewKeys({ ...item, ...changes } as QueueItem));
}

export const discardItem = (id: string) => removeItem(id);
