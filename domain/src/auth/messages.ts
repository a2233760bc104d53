/** Our messages for two-factor sign-in, maintenance mode and the user screens (docs/decisions.md, Auth). */
export const AUTH_MESSAGES = {
  passwordsDoNotMatch: "Passwords do not match!",
  passwordTooShort: "Password must be at least 8 characters long!",
  newPasswordsDoNotMatch: "New passwords do not match!",
  profilePasswordTooShort: "Password must be at least 6 characters long!",
  resetPasswordFailed: "Failed to reset password",
  /** Ours: change-password with a wrong current password. */
  currentPasswordWrong: "Current password is incorrect.",
  otpRequired: "Two-factor code required",
  invalidOtp: "Invalid two-factor code",
  twoFactorNotStarted: "Start two-factor setup first.",
  twoFactorAlreadyEnabled: "Two-factor sign-in is already enabled.",
  twoFactorNotEnabled: "Two-factor sign-in is not enabled.",
  wrongPassword: "Password is incorrect.",
  /** Ours: turning two-factor sign-in off without a code. */
  twoFactorCodeNeeded: "Enter a code from your authenticator app or one of your recovery codes.",
  twoFactorResetFailed: "Could not reset two-factor sign-in. Please try again.",
  twoFactorReset:
    "Two-factor sign-in was reset. The user sets it up again at their next sign-in if it is required.",
  maintenanceMode:
    "StoreOps is undergoing maintenance. Please try again later; administrators can still sign in.",
  oneTimePasswordAdvice:
    "Share this password with the user securely. It is shown only once, and they must change it at first sign-in.",
  twoFactorRequired: "Your organisation requires two-factor sign-in. Set it up to continue.",
  twoFactorStaysOn:
    "Two-factor sign-in is required by your organisation's security settings, so it cannot be turned off.",
  twoFactorSelfFirst: "Set up two-factor sign-in on your own account before requiring it for everyone.",
  ipNotAllowed: "Access from this network is not allowed by your organisation's IP whitelist.",
  /** Ours: a store's own IP whitelist (Store Settings → Security). */
  storeIpNotAllowed:
    "Access to this store from this network is not allowed by the store's IP whitelist. Switch to another store or sign out.",
  ipWhitelistInvalid: "IP whitelist must be a comma-separated list of IP addresses.",
  passwordExpired: "Your password has expired. Please choose a new one.",
  sessionNotFound: "Session not found",
} as const;
