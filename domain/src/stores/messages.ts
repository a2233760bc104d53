/** Messages of the stores module (spec 2), word for word; merged into MSG by messages.ts. */

/** Stores messages of spec 2, word for word. */
export const STORE_MESSAGES = {
  storeSaveError: "Error saving store. Please try again.",
  storeDeleteError: "Error deleting store. Please try again.",
  storeCreated: "Store created successfully!",
  storeUpdated: "Store updated successfully!",
  storeDeleted: "Store deleted successfully!",
  storeSettingsUpdated: "Store settings updated successfully!",
  /** Ours: a store setting that changed nothing and was removed (issue 27). */
  storeSettingNotOffered:
    "Only the session timeout, two-factor sign-in and the IP whitelist can be set for a store; the other store settings are no longer offered.",
  storeDeleteConfirm: "Are you sure you want to delete this store?",
  storeNameRequired: "Store name is required.",
  storeIndustryRequired: "Please select an industry.",
  storeAddressRequired: "Street address is required.",
  storesEmpty: "No stores found",
  storesEmptyFiltered: "Try adjusting your search or filters",
  storesEmptyHint: "Get started by adding your first store",
  noManager: "No manager",
  notAssigned: "Not assigned",
  notProvided: "Not provided",
  noTeamMembers: "No team members assigned to this store",
  noRecentActivity: "No recent activity",
  defaultStaffPositionLabel: "Staff Member",
  /** Ours (docs/decisions.md, Stores): what deleting a store with records does. */
  storeArchiveConfirm:
    "This store has records (transactions, income, staff or time). It will be archived instead of deleted, so its history is kept.",
  storeArchived: "Store archived: its records are kept.",
  /** Ours: a store id outside the caller's stores, or none. */
  storeNotFound: "Store not found",
  /** Spec 2 §5: a store's manager is an admin or a store manager. */
  storeManagerRole: "The store manager must be a user with role admin or store_manager.",
} as const;
