/** Messages of the users and profile screens (spec 3), word for word; merged into MSG. */
export const USER_MESSAGES = {
  profileUpdateFailed: "Failed to update profile. Please try again.",
  profileUpdateError: "Error updating profile. Please try again.",
  userSaveError: "Error saving user. Please try again.",
  userStatusError: "Error updating user status. Please try again.",
  userDeleteError: "Error deleting user. Please try again.",
  cannotDeleteAdmin: "Cannot delete admin users!",
  /** Ours: the spec names only the admin case. */
  cannotDeleteSelf: "You cannot delete your own account.",
  usersEmpty: "No users found matching your criteria",
  userNotFound: "User not found",
  /** Nobody changes their own email (docs/decisions.md); the admin does, through users. */
  ownEmailFixed: "You cannot change your own email. Ask an administrator.",
} as const;

/** Ours: a non-admin changing a profile field only an administrator sets ("job_title" → "job title"). */
export function adminOnlyProfileField(field: string): string {
  return `Only an administrator can change your ${field.replace("_", " ")}.`;
}

/** "You can only change your own profile fields (not role, email)." */
export function onlyOwnProfileFields(refused: readonly string[]): string {
  return `You can only change your own profile fields (not ${refused.join(", ")}).`;
}
