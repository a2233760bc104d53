/**
 * Sign-in and password payloads (docs/decisions.md, Auth). Passwords are never trimmed. The password
 * policy of the settings (minimum length, character classes) is checked by passwordProblems.
 */
import { z } from "zod";
import { MSG } from "../messages.ts";
import type { TPasswordPolicy } from "../schemas/settings.ts";
import { email, id } from "../shared/fields.ts";
import { PASSWORD_MIN_LENGTH, PROFILE_PASSWORD_MIN_LENGTH } from "../shared/limits.ts";
import { VALIDATION } from "../shared/validation-messages.ts";

/** Staff give the code of one of their assigned stores; other roles may leave it out. */
export const ZSignIn = z.strictObject({
  email: email(),
  password: z
    .string({ error: VALIDATION.required("Password") })
    .min(1, VALIDATION.required("Password"))
    .max(200),
  store_code: z.string().trim().max(50).optional(),
  remember: z.boolean().optional(),
  /** The second step for an account with two-factor sign-in: a TOTP code or a recovery code. */
  otp: z.string().trim().max(50).optional(),
});
export type TSignIn = z.infer<typeof ZSignIn>;

/** Profile Change Password; the server also checks the current password and the policy. */
export const ZChangePassword = z
  .strictObject({
    current_password: z
      .string({ error: VALIDATION.required("Current password") })
      .min(1, VALIDATION.required("Current password")),
    new_password: z
      .string({ error: MSG.profilePasswordTooShort })
      .min(PROFILE_PASSWORD_MIN_LENGTH, MSG.profilePasswordTooShort)
      .max(200),
  })
  .superRefine((value, ctx) => {
    if (value.new_password === value.current_password) {
      ctx.addIssue({ code: "custom", message: VALIDATION.passwordSameAsCurrent, path: ["new_password"] });
    }
  });
export type TChangePassword = z.infer<typeof ZChangePassword>;

/** Admin resets a user's password. */
export const ZResetPassword = z.strictObject({
  user_id: id(),
  new_password: z
    .string({ error: MSG.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
    .max(200),
});
export type TResetPassword = z.infer<typeof ZResetPassword>;

/** Switch the session's current store (one of the user's selectable stores). */
export const ZSwitchStore = z.strictObject({ store_id: id() });

/** Messages for each rule of the password policy the password breaks; empty when it complies. */
export function passwordProblems(password: string, policy: TPasswordPolicy): string[] {
  const problems: string[] = [];
  if (password.length < policy.min_length) {
    problems.push(`Password must be at least ${policy.min_length} characters long!`);
  }
  if (policy.require_uppercase && !/[A-Z]/.test(password)) problems.push(VALIDATION.passwordUppercase);
  if (policy.require_numbers && !/\d/.test(password)) problems.push(VALIDATION.passwordNumber);
  if (policy.require_special && !/[^A-Za-z0-9]/.test(password)) problems.push(VALIDATION.passwordSpecial);
  return problems;
}

/** Two-factor: the code that confirms setup, and the password and code that turn it off. */
export const ZTwoFactorCode = z.strictObject({
  code: z
    .string({ error: VALIDATION.required("Verification code") })
    .trim()
    .min(1)
    .max(20),
});
const ownPassword = () =>
  z
    .string({ error: VALIDATION.required("Password") })
    .min(1, VALIDATION.required("Password"))
    .max(200);
/** Starting setup asks for the account's password again. */
export const ZTwoFactorStart = z.strictObject({ password: ownPassword() });
/** Turning it off: the password and a current authenticator code or an unused recovery code. */
export const ZTwoFactorDisable = z.strictObject({
  password: ownPassword(),
  code: z.string().trim().max(50).optional(),
});
export type TTwoFactorDisable = z.infer<typeof ZTwoFactorDisable>;
