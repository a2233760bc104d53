/** Closed option lists of the stores module: what the API accepts and the web offers in its selects. */
export const STORE_STATUSES = ["active", "inactive", "maintenance", "closed", "archived"] as const;

export const STORE_STATUS_LABELS = {
  active: "Active",
  inactive: "Inactive",
  maintenance: "Under Maintenance",
  closed: "Closed",
  archived: "Archived",
} as const satisfies Record<(typeof STORE_STATUSES)[number], string>;
