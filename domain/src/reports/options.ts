/** Closed option lists of the reports module: what the API accepts and the web offers in its selects. */
export const REPORT_TYPES = ["daily", "weekly", "monthly", "custom"] as const;

/** Saved report definitions: our own lifecycle, the spec shows a status without values. */
export const REPORT_STATUSES = ["active", "archived"] as const;
