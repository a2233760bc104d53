/**
 * Sends one queued write, each request with the key it was given when queued: a replay of a
 * request the server already did answers its first result (Idempotency-Key), so an item sent
 * again after a reload or a crash half-way makes no second record. A record goes in three steps
 * (create, upload its files, move them onto it); how far it got is stored after each.
 */
import type { TTempUpload } from "@storeops/domain";
import { apiJson, apiUpload } from "../api.ts";
import type { ClockInItem, KioskPunchItem, QueueItem, RecordItem } from "./queue-items.ts";

/** What a sent record step answers (the created row). */
type Created = { id: string };

function sendClockIn(item: ClockInItem): Promise<unknown> {
  return apiJson("/rest/v1/employee_time_entries", {
    method: "POST",
    body: item.payload,
    idempotencyKey: item.key,
  });
}

function sendPunch(item: KioskPunchItem): Promise<unknown> {
  return apiJson("/kiosk/punch", {
    method: "POST",
    body: item.payload,
    headers: { "X-Kiosk-Token": item.token },
    idempotencyKey: item.key,
  });
}

/** Told how far an item got after each step (the queue stores it). */
export type OnProgress = (item: QueueItem) => Promise<void>;

/** Create → upload-temp → move-temp-files; files the server refuses are left out, as online. */
async function sendRecord(start: RecordItem, onProgress: OnProgress): Promise<void> {
  let item = start;
  const save = async (progress: RecordItem["progress"]) => {
    item = { ...item, progress: { ...item.progress, ...progress } };
    await onProgress(item);
  };
  if (!item.progress.recordId) {
    const created = await apiJson<Created>(`/rest/v1/${item.table}`, {
      method: "POST",
      body: item.payload,
      idempotencyKey: item.keys.create,
    });
    await save({ recordId: created.id });
  }
  if (item.files.length === 0) return;
  if (!item.progress.tempNames) {
    const files = item.files.map((file) => new File([file.blob], file.name, { type: file.type }));
    const response = await apiUpload(`/rest/v1/upload-temp/${item.table}`, files, {
      idempotencyKey: item.keys.upload,
    });
    const upload = (await response.json()) as TTempUpload;
    await save({ tempNames: upload.files.map((file) => file.tempName) });
  }
  const tempNames = item.progress.tempNames ?? [];
  if (tempNames.length === 0) return;
  await apiJson(
    `/rest/v1/move-temp-files/${item.table}/${encodeURIComponent(item.progress.recordId ?? "")}`,
    {
      method: "POST",
      body: { tempFiles: tempNames },
      idempotencyKey: item.keys.move,
    },
  );
}

/**
 * Sends the item's requests that are not yet done; answers the server's answer (a record's: none);
 * throws what the first failing one threw.
 */
export function sendItem(item: QueueItem, onProgress: OnProgress): Promise<unknown> {
  if (item.kind === "clock_in") return sendClockIn(item);
  if (item.kind === "kiosk_punch") return sendPunch(item);
  return sendRecord(item, onProgress);
}
