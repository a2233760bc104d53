/**
 * Users. `password` is write-only and not a column: on create, absent or "" means the server
 * generates a one-time password (shown once to the admin); on update, absent or "" leaves it
 * unchanged. Store lists: assigned_stores counts for staff and accounting, managed_stores for
 * store_manager; the server empties the list a role does not use.
 */
import { z } from "zod";
import { ROLES } from "../access/roles.ts";
import { MSG } from "../messages.ts";
import { email, id, oneOf, optionalText, requiredText } from "../shared/fields.ts";
import { PASSWORD_MIN_LENGTH, TEXT_LIMIT } from "../shared/limits.ts";
import { USER_TIMEZONES } from "../shared/options.ts";
import { USER_STATUSES } from "./options.ts";

/** "" (keep or generate) or a password of at least 8 characters; never trimmed. */
const password = z
  .string({ error: MSG.passwordTooShort })
  .max(200)
  .refine((value) => value === "" || value.length >= PASSWORD_MIN_LENGTH, MSG.passwordTooShort);

const storeIds = z.array(id()).max(500);

const fields = {
  name: requiredText("Full name"),
  email: email(),
  phone: requiredText("Phone", 50),
  role: oneOf("Role", ROLES),
  department: optionalText("Department"),
  job_title: optionalText("Job title"),
  location: optionalText("Location"),
  bio: optionalText("Bio", TEXT_LIMIT),
  notes: optionalText("Notes", TEXT_LIMIT),
  timezone: oneOf("Time zone", USER_TIMEZONES),
  profile_image_url: optionalText("Profile image URL", 1000),
  assigned_stores: storeIds,
  managed_stores: storeIds,
  status: oneOf("Status", USER_STATUSES),
  password: password.optional(),
};

export const ZUserCreate = z.strictObject({
  ...fields,
  timezone: fields.timezone.default("UTC"),
  assigned_stores: fields.assigned_stores.default([]),
  managed_stores: fields.managed_stores.default([]),
  status: fields.status.default("active"),
});

export const ZUserUpdate = z.strictObject(fields).partial();

/** PATCH /api/auth/v1/user (docs/decisions.md, Users): one's own profile fields; email, role and stores are the admin's. */
export const ZOwnProfileUpdate = z
  .strictObject({
    name: fields.name,
    phone: fields.phone,
    bio: fields.bio,
    job_title: fields.job_title,
    department: fields.department,
    location: fields.location,
    timezone: fields.timezone,
  })
  .partial();
/** Keys of one's own row that only an admin changes; sending a different value is refused (403). */
export const ADMIN_ONLY_USER_KEYS = [
  "email",
  "role",
  "assigned_stores",
  "managed_stores",
  "status",
  "notes",
] as const;
