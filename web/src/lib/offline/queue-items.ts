/**
 * What waits in the on-device queue (issue #30; docs/decisions.md, Offline): a write made without a
 * connection, with the Idempotency-Key of each of its requests made once, when it was queued, so
 * sending it again (after a reload, a crash half-way, two tabs) never makes a second record.
 */

/** A file of a queued record, kept as a Blob until it is sent. */
export interface QueuedFile {
  name: string;
  type: string;
  blob: Blob;
}

interface ItemBase {
  id: string;
  /** Whose it is: `user:{id}` (sent while they are signed in on this device) or `kiosk`. */
  owner: string;
  /** When it was queued (ISO instant): the queue sends in this order. */
  created_at: string;
  /** waiting: to be sent; sending: on its way; refused: the server said no (`message`). */
  state: "waiting" | "sending" | "refused";
  message?: string;
}

/** A staff member's own Quick Clock In: POST /rest/v1/employee_time_entries with `occurred_at`. */
export interface ClockInItem extends ItemBase {
  kind: "clock_in";
  payload: Record<string, unknown>;
  key: string;
}

/** A kiosk punch: POST /kiosk/punch with the device's token and `occurred_at`. */
export interface KioskPunchItem extends ItemBase {
  kind: "kiosk_punch";
  payload: { pin: string; action: string; employee_id?: string; occurred_at: string };
  /** The employee's name as the kiosk showed it, for the list of waiting punches. */
  name: string;
  token: string;
  key: string;
}

/** A new record with its files: create, then upload-temp, then move-temp-files, each with its own key. */
export interface RecordItem extends ItemBase {
  kind: "record";
  table: "expenses" | "daily_income";
  payload: Record<string, unknown>;
  files: QueuedFile[];
  keys: { create: string; upload: string; move: string };
  /** How far it got: the record's id once created, the temporary names once uploaded. */
  progress: { recordId?: string; tempNames?: string[] };
}

export type QueueItem = ClockInItem | KioskPunchItem | RecordItem;

export const newKey = () => crypto.randomUUID();

/** The fields every new item starts with. */
export function itemBase(owner: string): ItemBase {
  return { id: newKey(), owner, created_at: new Date().toISOString(), state: "waiting" };
}

/** The same write again with new keys (a refused item, edited or tried again: a new request). */
export function withNewKeys<T extends QueueItem>(item: T): T {
  const fresh = { ...item, state: "waiting" as const, message: undefined };
  if (fresh.kind === "record") {
    return { ...fresh, keys: { create: newKey(), upload: newKey(), move: newKey() }, progress: {} } as T;
  }
  return { ...fresh, key: newKey() } as T;
}

/** A new record with its files, as the queue keeps it. */
export function recordItem(
  owner: string,
  table: RecordItem["table"],
  payload: Record<string, unknown>,
  files: readonly File[],
): RecordItem {
  return {
    ...itemBase(owner),
    kind: "record",
    table,
    payload,
    files: files.map((file) => ({ name: file.name, type: file.type, blob: file })),
    keys: { create: newKey(), upload: newKey(), move: newKey() },
    progress: {},
  };
}

/** The tables whose new records wait in the queue when there is no connection. */
export function isQueuedTable(table: string): table is RecordItem["table"] {
  return table === "expenses" || table === "daily_income";
}

/** A queued record's files as Files again (to edit it in its form). */
export function draftFiles(item: RecordItem): File[] {
  return item.files.map((file) => new File([file.blob], file.name, { type: file.type }));
}
