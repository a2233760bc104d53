/** Staff messages of spec 2, word for word. */
export const STAFF_MESSAGES = {
  staffSaveFailed: "Failed to save staff member. Please try again.",
  staffAddFailed: "Failed to add staff member. Please try again.",
  staffUpdateFailed: "Failed to update staff member. Please try again.",
  staffLeaveFailed: "Failed to update leave status. Please try again.",
  staffStatusFailed: "Failed to update status. Please try again.",
  staffRemoveFailed: "Failed to remove staff member. Please try again.",
  staffAdded: "Staff member added successfully",
  staffUpdated: "Staff member updated successfully",
  staffStatusActive: "Status updated to active",
  staffRemoved: "Staff member removed",
  /** The spec only says the confirm "states the action cannot be undone"; wording is ours. */
  staffRemoveConfirm: "Are you sure you want to remove this staff member? This action cannot be undone.",
  staffReturnedAudit: "Staff returned from leave",
  leaveApproverLabel: "System Admin",
  /** Ours: only an active staff member goes on leave. */
  onlyActiveOnLeave: "Only active staff can be marked on leave.",
  /** Ours: the linked account must be an existing user. */
  linkedUserMissing: "Choose an existing user account to link, or none.",
} as const;

/** Staff toasts and audit descriptions (spec 2 §7, §8). */
export const staffMessages = {
  markedOnLeave: (name: string) => `${name} marked on leave`,
  returnedFromLeave: (name: string) => `${name} returned from leave`,
  addedAudit: (name: string) => `Added new staff member: ${name}`,
  updatedAudit: (name: string) => `Updated staff member: ${name}`,
  removedAudit: (name: string) => `Removed staff member: ${name}`,
  leaveAudit: (type: string, start: string, end: string) =>
    `Marked staff on ${type} leave from ${start} to ${end}`,
} as const;

/** Ours: the per-store uniqueness of staff emails and account links (docs/decisions.md, Staff). */
export const staffConflicts = {
  emailTaken: (email: string, holder: string) =>
    `The email ${email} already belongs to ${holder}, another staff member of this store. Use a different email.`,
  userLinked: (user: string, holder: string) =>
    `The user account of ${user} is already linked to ${holder} in this store. A user account links to one staff record per store.`,
} as const;
