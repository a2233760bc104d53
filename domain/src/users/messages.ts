/** Refusals of the users module (ours); merged into MSG by messages.ts. */
export const USER_MESSAGES = {
  /** Nobody changes their own email (docs/decisions.md); the admin does, through users. */
  ownEmailFixed: "You cannot change your own email. Ask an administrator.",
  cannotDeleteSelf: "You cannot delete your own account.",
} as const;

/** "You can only change your own profile fields (not role, email)." */
export function onlyOwnProfileFields(refused: readonly string[]): string {
  return `You can only change your own profile fields (not ${refused.join(", ")}).`;
}
