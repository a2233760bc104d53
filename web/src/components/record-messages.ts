import { MSG } from "../lib/messages.ts";
import type { SaveMessages } from "./form/save-with-files.ts";
import type { ActionTexts } from "./RecordActions.tsx";

type Entity = "purchase" | "expense";

/**
 * The spec's toasts and confirmations of a record screen, taken from the domain's messages by
 * name (MSG.purchaseCreated…); `own` gives what the domain has no message for, and the titles.
 */
export function recordMessages(
  entity: Entity,
  record: string,
  own: Omit<ActionTexts, "approved" | "approveError" | "deleted" | "deleteError" | "deleteConfirm">,
): { save: SaveMessages; actions: ActionTexts } {
  return {
    save: {
      record,
      created: MSG[`${entity}Created`],
      updated: MSG[`${entity}Updated`],
      saveError: MSG[`${entity}SaveError`],
      filesFailed: MSG[`${entity}FilesFailed`],
    },
    actions: {
      ...own,
      approved: MSG[`${entity}Approved`],
      approveError: MSG[`${entity}ApproveError`],
      deleted: MSG[`${entity}Deleted`],
      deleteError: MSG[`${entity}DeleteError`],
      deleteConfirm: MSG[`${entity}DeleteConfirm`],
    },
  };
}
