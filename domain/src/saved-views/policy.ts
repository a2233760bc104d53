/**
 * The saved views' policy (docs/decisions.md, Saved views): the owner changes and deletes a view;
 * a member of the role it is shared with reads it and may make it their own default, nothing else.
 */
import {
  type Caller,
  forbiddenBecause,
  type RecordFacts,
  type Refusal,
  type TablePolicy,
} from "../access/row-access.ts";
import { SAVED_VIEW_MESSAGES } from "./messages.ts";

/** Whether the caller saved the view. */
const ownsView = (caller: Pick<Caller, "userId">, record: RecordFacts): boolean =>
  record.user_id === caller.userId;

/** The change of a view that only its owner may make: anything but the reader's own default. */
export function savedViewChangeRefusal(
  caller: Pick<Caller, "userId">,
  record: RecordFacts,
  fields: readonly string[],
): Refusal | null {
  if (ownsView(caller, record) || fields.every((field) => field === "is_default")) return null;
  return forbiddenBecause(SAVED_VIEW_MESSAGES.savedViewNotYours);
}

export const SAVED_VIEW_POLICY = {
  deleteRefusal: (caller, record) =>
    ownsView(caller, record) ? null : forbiddenBecause(SAVED_VIEW_MESSAGES.savedViewNotYours),
} satisfies TablePolicy;
