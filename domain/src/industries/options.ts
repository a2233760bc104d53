/** Closed option lists of the industries module: what the API accepts and the web offers in its selects. */
export const INDUSTRY_STATUSES = ["active", "inactive"] as const;
