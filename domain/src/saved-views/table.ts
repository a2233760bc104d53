import { base, c, computed, namedRecords, notNull } from "../shared/columns.ts";

/**
 * `saved_views`: a list's filters, sort, columns and page size kept by name (docs/decisions.md,
 * Saved views). Its owner reads and writes it; a view shared with a role is read by that role's
 * members. `is_default` is the reader's own default for the list (kept per person in
 * `saved_view_defaults`), so a shared view can be one person's default and not another's.
 */
export const savedViewsTable = namedRecords(["name"], {
  ...base,
  user_id: c("ref", { system: true, notNull: true }),
  owner_name: computed("text"),
  list: notNull("enum"),
  name: notNull("text"),
  state: notNull("json"),
  shared_role: c("enum"),
  is_default: notNull("bool"),
});
