/** Messages of the categories module (docs/decisions.md, Categories); merged into MSG. */
export const CATEGORY_MESSAGES = {
  categoryCreated: "Category created successfully!",
  categoryUpdated: "Category updated successfully!",
  categorySaveError: "Error saving category. Please try again.",
  categoryDeleteConfirm: "Are you sure you want to delete this category?",
  categoryDeleted: "Category deleted successfully!",
  categoryDeleteError: "Error deleting category. Please try again.",
  categoriesEmpty: "No categories found",
  categoryExists: "A category with this name already exists for this industry.",
  categoryInUse:
    "This category is used by expenses or purchases, so it cannot be deleted. Deactivate it instead.",
  categoryChangeInUse:
    "This category is used by expenses or purchases, so its name, kind and industry cannot change. Deactivate it and add a new one instead.",
  categoryIndustryMissing: "Choose an existing industry, or none for every industry.",
  categoryNotOffered:
    "This category is not available for this store. Choose one of the categories in the list.",
} as const;
