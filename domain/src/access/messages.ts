/**
 * Sign-in, session and access messages and a few labels every page may show (docs/decisions.md,
 * What stays exactly as specified): part of the public pages' table (public-messages.ts).
 */
export const ACCESS_MESSAGES = {
  // Sign-in and session (spec 1 §8, docs/decisions.md, API contract: general rules)
  invalidLogin: "Invalid email or password",
  invalidStaffLogin: "Invalid credentials or you are not assigned to the selected store",
  loginFailed: "Login failed. Please try again.",
  invalidToken: "Invalid or expired token",
  signOutConfirm: "Are you sure you want to sign out?",
  // Ours: rate limiting and first sign-in (docs/decisions.md, Roles and the permission matrix, §5)
  tooManySignIns: "Too many failed sign-in attempts. Please try again later.",
  mustChangePassword: "You must change your one-time password before continuing.",
  // Access
  ceoReadOnly: "CEO users have read-only access. Contact an administrator to make changes.",
  unauthorized: "Unauthorized",
  /** Ours: the generic 403 where the spec has no specific message. */
  forbidden: "You do not have permission to perform this action.",
  /** Ours: the generic 404, also for records outside the user's stores. */
  notFound: "Not found",
  notFoundPage: "This page has not been generated",
  noUserId: "No user ID available",
  noDataFound: "No data found",
  /** Ours: a write to a record of another user where the role may change only its own. */
  notOwnRecord: "You can only change records you created.",
  /** Ours: a write from another site's page (docs/decisions.md). */
  crossOriginRefused: "Cross-origin request refused.",
  /** Ours: a request whose body did not arrive in time (408). */
  requestTimedOut: "The request took too long to arrive. Please try again.",
  validationFailed: "Validation failed",
  // Labels
  unassignedStore: "Unassigned Store",
  noDescription: "No description",
  postedRecently: "Recently",
  saving: "Saving...",
  never: "Never",
  unknownError: "Unknown error",
} as const;
