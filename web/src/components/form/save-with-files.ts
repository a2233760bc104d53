import type { TableName } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import i18n from "i18next";
import {
  type Attachment,
  type AttachmentTable,
  parseAttachments,
} from "../../features/files/attachment-files.ts";
import { attachFiles } from "../../features/files/attachments.api.ts";
import { isNetworkError } from "../../lib/api.ts";
import { offlineNow, queueItem } from "../../lib/offline/queue.ts";
import { isQueuedTable, recordItem } from "../../lib/offline/queue-items.ts";
import { createRow, type Row, updateRow } from "../../lib/rest.ts";
import { useUser } from "../../lib/session.tsx";
import { invalidateTable } from "../list/queries.ts";
import { type ErrorText, notifyQueued, notifySuccess, notifyWarning } from "../notify.ts";
import { changedFields } from "./form-values.ts";

/** The spec's texts of a record's save (domain messages). */
export interface SaveMessages {
  /** "Purchase": names the record in the partial-failure message. */
  record: string;
  created: string;
  updated: string;
  saveError: ErrorText;
  /** Every file failed: "Purchase saved but files failed to save." */
  filesFailed: string;
}

export interface SaveInput<T> {
  record: T | null;
  payload: Row;
  files: File[];
  /** Stored attachments the user kept (edit). */
  kept: Attachment[];
}

/** What to say when files failed after the record was saved; null when all were stored. */
export function fileFailureMessage(failed: number, total: number, messages: SaveMessages): string | null {
  if (failed === 0) return null;
  if (failed >= total) return messages.filesFailed;
  return i18n.t("kit.someFilesFailed", { record: messages.record, failed, total });
}

/**
 * Save the record (create, or PATCH only what changed), then upload and move its files. A failed
 * save throws (useSubmitForm shows it and puts the server's field errors under their fields); a
 * file failure keeps the saved record and says how many files failed.
 */
export function useSaveWithFiles<T extends { id: string; attachments?: unknown }>(
  table: TableName,
  messages: SaveMessages,
) {
  const client = useQueryClient();
  const user = useUser();
  return async ({ record, payload, files, kept }: SaveInput<T>): Promise<void> => {
    let saved: T;
    if (record) {
      const patch = changedFields(payload, record as unknown as Row);
      if (kept.length !== parseAttachments(record.attachments).length) patch.attachments = kept;
      saved = Object.keys(patch).length > 0 ? await updateRow<T>(table, record.id, patch) : record;
    } else {
      // A new expense or daily income waits on this device when there is no connection (lib/offline).
      const item = isQueuedTable(table) ? recordItem(`user:${user.id}`, table, payload, files) : null;
      const queue = async () => {
        if (item) await queueItem(item);
        notifyQueued();
      };
      if (item && offlineNow()) return queue();
      try {
        saved = await createRow<T>(table, payload, { idempotencyKey: item?.keys.create });
      } catch (error) {
        if (item && isNetworkError(error)) return queue();
        throw error;
      }
      const outcome = await attachFiles(table as AttachmentTable, saved.id, files, item?.keys);
      // Sent again from the queue, the record's create answers the record already made.
      if (item && outcome.offline) return queue();
      return settle(outcome, files, false);
    }
    // Tables without attachments never send files (RecordFormSpec.files false).
    return settle(await attachFiles(table as AttachmentTable, saved.id, files), files, true);
  };
  async function settle(outcome: Awaited<ReturnType<typeof attachFiles>>, files: File[], edited: boolean) {
    await invalidateTable(client, table);
    const failure = fileFailureMessage(outcome.failed, files.length, messages);
    if (failure) notifyWarning(failure, outcome.failures.join(" "));
    else notifySuccess(edited ? messages.updated : messages.created);
  }
}
