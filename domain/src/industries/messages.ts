/** Messages of the industries module beyond spec 3's catalogue (docs/decisions.md, Industries); merged into MSG. */
export const INDUSTRY_MESSAGES = {
  industrySaveError: "Error saving industry. Please try again.",
  industryDeleteError: "Error deleting industry. Please try again.",
  industryDeleteConfirm: "Are you sure you want to delete this industry?",
  industriesEmpty: "No industries found",
  industriesEmptyHint: "Get started by creating your first industry category.",
  industryStoresEmpty: "No stores are currently assigned to this industry.",
  industryInUse: "Cannot delete an industry that still has stores.",
  industryCreated: "Industry created successfully!",
  industryUpdated: "Industry updated successfully!",
  industryDeleted: "Industry deleted successfully!",
} as const;
