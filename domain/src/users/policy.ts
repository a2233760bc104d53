/**
 * The users policy: everyone edits their own row's profile columns; admins are never deleted,
 * and nobody deletes their own account.
 */
import { forbiddenBecause, type TablePolicy } from "../access/row-access.ts";
import { USER_MESSAGES } from "./messages.ts";

/** Columns a profile owner may change on their own user row. */
export const SELF_EDITABLE_USER_COLUMNS = [
  "name",
  "email",
  "phone",
  "bio",
  "job_title",
  "department",
  "location",
  "timezone",
  "profile_image_url",
] as const;

export const USER_POLICY = {
  deleteRefusal(caller, record) {
    if (record.role === "admin") return forbiddenBecause(USER_MESSAGES.cannotDeleteAdmin);
    if (record.id === caller.userId) return forbiddenBecause(USER_MESSAGES.cannotDeleteSelf);
    return null;
  },
} satisfies TablePolicy;
