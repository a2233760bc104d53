/** Messages of the vendors module (spec 2), word for word; merged into MSG by messages.ts. */

/** Vendors messages of spec 2, word for word. */
export const VENDOR_MESSAGES = {
  vendorSaveError: "Error saving vendor. Please try again.",
  vendorDeleteError: "Error deleting vendor. Please try again.",
  vendorAdded: "Vendor added successfully!",
  vendorUpdated: "Vendor updated successfully!",
  vendorDeleted: "Vendor deleted successfully!",
  vendorDeleteConfirm: "Are you sure you want to delete this vendor?",
  vendorsEmpty: "No vendors found matching your criteria",
  vendorNeverPurchased: "Never",
  /** docs/decisions.md, Vendors: a vendor with purchases is kept. */
  vendorInUse: "Cannot delete a vendor that has purchases.",
  /** docs/decisions.md, Duplicate bills: a name or alias belongs to one vendor. */
  vendorAliasTaken: "Another vendor already goes by this name. Merge the two vendors instead.",
  vendorMergeSelf: "Choose another vendor to merge into.",
  vendorMerged: "Vendors merged. Their purchases and names are now under one vendor.",
  vendorMergeError: "Error merging vendors. Please try again.",
  vendorMergeConfirm:
    "Merge this vendor into the one you chose? Its purchases move there, its name becomes an alias, and it is deleted.",
} as const;
