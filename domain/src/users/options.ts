/** Closed option lists of the users module: what the API accepts and the web offers in its selects. */
export const USER_STATUSES = ["active", "inactive", "suspended"] as const;
