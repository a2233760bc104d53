/** Messages of the industries module beyond spec 3's catalogue (PRODUCT.md §8); merged into MSG. */
export const INDUSTRY_MESSAGES = {
  industryInUse: "Cannot delete an industry that still has stores.",
  industryCreated: "Industry created successfully!",
  industryUpdated: "Industry updated successfully!",
  industryDeleted: "Industry deleted successfully!",
} as const;
