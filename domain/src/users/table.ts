import { base, c, namedRecords, notNull, system } from "../shared/columns.ts";

/** The `users` table: its columns, store binding, searchable fields and default order. */
export const usersTable = namedRecords(["name", "email", "phone", "role", "department", "job_title"], {
  ...base,
  name: notNull("text"),
  email: notNull("text"),
  phone: c("text"),
  role: notNull("enum"),
  department: c("text"),
  job_title: c("text"),
  location: c("text"),
  bio: c("text"),
  notes: c("text"),
  timezone: notNull("text"),
  profile_image_url: c("text"),
  assigned_stores: c("json"),
  managed_stores: c("json"),
  status: notNull("enum"),
  // Internal (the sign-in flow reads it from the session user): never in a row or an export.
  must_change_password: c("bool", { system: true, hidden: true }),
  totp_enabled: system("bool"),
  last_login_at: system("instant"),
  password_hash: c("text", { hidden: true, system: true }),
  totp_secret: c("text", { hidden: true, system: true }),
  totp_recovery_codes: c("text", { hidden: true, system: true }),
  totp_last_step: c("int", { hidden: true, system: true }),
  password_changed_at: system("instant"),
  /**
   * Every store the account is bound to (assigned and managed), for the users screen's store
   * filter only: filtered by, never shown or exported.
   */
  store_ids: c("text", { computed: true, hidden: true }),
});
