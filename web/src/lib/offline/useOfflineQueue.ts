import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { withoutParam } from "../url-params.ts";
import { sendQueue } from "./queue.ts";
import type { QueueItem, RecordItem } from "./queue-items.ts";
import { queuedItems, subscribe } from "./queue-store.ts";

/** `owner`'s queued items (all of this device's when no owner is given), oldest first, kept current. */
export function useOfflineQueue(owner: string | null): QueueItem[] {
  const items = useSyncExternalStore(subscribe, queuedItems);
  return useMemo(() => items.filter((item) => owner === null || item.owner === owner), [items, owner]);
}

/** How often the queue is tried while items wait (the 'online' event may never come: a server down). */
const RETRY_MS = 20_000;

/**
 * Sends `owner`'s queue on start-up, whenever the connection returns, and every RETRY_MS while
 * something waits; `onSent` runs after any item was sent (the screens' data to read again).
 */
export function useQueueSync(owner: string | null, onSent: () => void): void {
  const sent = useRef(onSent);
  sent.current = onSent;
  const waiting = useOfflineQueue(owner).some((item) => item.state !== "refused");
  useEffect(() => {
    if (owner === null) return;
    const send = () => {
      void sendQueue(owner).then((count) => {
        if (count > 0) sent.current();
      });
    };
    send();
    window.addEventListener("online", send);
    const timer = waiting ? window.setInterval(send, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener("online", send);
      window.clearInterval(timer);
    };
  }, [owner, waiting]);
}

/**
 * A record screen opened with `?queued={id}` (the queue's Edit): once the item is read, `open` is
 * given it (a refused new record of `table`) and the parameter leaves the address.
 */
export function useQueuedDraft(table: string, open: (draft: RecordItem) => void): void {
  const [params, setParams] = useSearchParams();
  const id = params.get("queued");
  const items = useOfflineQueue(null);
  const opened = useRef(open);
  opened.current = open;
  useEffect(() => {
    if (!id) return;
    const item = items.find((candidate) => candidate.id === id);
    if (item?.kind !== "record" || item.table !== table) return;
    opened.current(item);
    setParams(withoutParam("queued"), { replace: true });
  }, [id, items, table, setParams]);
}
