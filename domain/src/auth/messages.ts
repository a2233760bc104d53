/** Our messages for two-factor sign-in, maintenance mode and the user screens (PRODUCT.md §8). */
export const AUTH_MESSAGES = {
  otpRequired: "Two-factor code required",
  invalidOtp: "Invalid two-factor code",
  twoFactorNotStarted: "Start two-factor setup first.",
  twoFactorAlreadyEnabled: "Two-factor sign-in is already enabled.",
  twoFactorNotEnabled: "Two-factor sign-in is not enabled.",
  wrongPassword: "Password is incorrect.",
  maintenanceMode:
    "StoreOps is undergoing maintenance. Please try again later; administrators can still sign in.",
  oneTimePasswordAdvice:
    "Share this password with the user securely. It is shown only once, and they must change it at first sign-in.",
  passwordExpired: "Your password has expired. Please choose a new one.",
} as const;
