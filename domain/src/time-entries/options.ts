/** Closed option lists of the time-entries module: what the API accepts and the web offers in its selects. */
/** Open entries are `active` (shown Active / In Progress); closed ones `recorded` (Completed). */
export const TIME_ENTRY_STATUSES = ["active", "recorded"] as const;
