import type { Nullable } from "./columns.ts";

/** A list's view kept by name (migration 041); `state` is JSON text. */
export interface SavedViewsTable {
  id: string;
  created_at: string;
  updated_at: string;
  user_id: string;
  list: string;
  name: string;
  state: string;
  shared_role: Nullable<string>;
}

/** Each person's default view of a list: one per person and list (migration 041). */
export interface SavedViewDefaultsTable {
  user_id: string;
  list: string;
  view_id: string;
}
