import { PUBLIC_MSG as MSG } from "@storeops/domain";

/** Sign-in page (spec 1 §2.3) and the first sign-in with a one-time password. */
export const authText = {
  login: {
    title: "Sign in",
    subtitle: "Use the account your administrator gave you.",
    tabOffice: "Owners & managers",
    tabStaff: "Store staff",
    tabOfficeFor: "For owners, administrators, accountants and store managers.",
    tabStaffFor: "For store staff: choose the store you work at, then sign in.",
    store: "Store Assignment",
    storePlaceholder: "Select your store",
    storeOption: "{{code}} - {{name}}",
    storeRequired: "Please select your store",
    noStores: MSG.storesEmpty,
    email: "Email",
    password: "Password",
    remember: "Remember me",
    forgot: "Forgot password?",
    forgotHelp:
      "Passwords are reset by an administrator. Ask your administrator to reset yours; you will receive a one-time password to change at your next sign-in.",
    submit: "Sign In",
    otp: "Two-factor code",
    otpHelp: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
    failed: MSG.loginFailed,
    demoTitle: "Demo accounts",
    demoText: "This server runs with demo data. Every demo account uses the password {{password}}.",
    demoUse: "Use",
    demoUseAccount: "Use {{email}}",
    demoStores: "Store codes: {{codes}}",
  },
  firstSignIn: {
    title: "Choose your own password",
    text: "You signed in with a one-time password. Choose a new password to continue.",
    current: "One-time password",
    next: "New password",
    confirm: "Confirm new password",
    mismatch: MSG.newPasswordsDoNotMatch,
    submit: "Save password",
    signOut: "Sign out",
    saved: "Password changed successfully",
  },
} as const;
