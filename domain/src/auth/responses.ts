import { z } from "zod";
import { ROLES } from "../access/roles.ts";

/** Answers of the auth calls (/api/auth/v1), as the server presents them and /api/docs describes them. */
export const ZStoreRef = z.object({ id: z.string(), code: z.string(), name: z.string() });

const profile = {
  name: z.string(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  department: z.string().nullable(),
  job_title: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  timezone: z.string(),
  profile_image_url: z.string().nullable(),
  status: z.string(),
  assigned_stores: z.array(z.string()),
  managed_stores: z.array(z.string()),
};

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  ...profile,
  current_store_id: z.string().nullable(),
  current_store: ZStoreRef.nullable(),
  must_change_password: z.boolean(),
  totp_enabled: z.boolean(),
  two_factor_required: z
    .boolean()
    .describe("the organisation requires two-factor sign-in and this user has not set it up yet"),
  created_at: z.string(),
  user_metadata: z.object({
    ...profile,
    current_store_id: z.string().nullable(),
    current_store: z.string().nullable().describe("the current store's name"),
  }),
});

export const ZTokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number().int().describe("seconds until the session ends"),
  user: ZSessionUser,
});

export const ZOk = z.object({ ok: z.boolean(), message: z.string().optional() });

export const ZDemoAccounts = z.object({
  enabled: z.boolean(),
  accounts: z.array(
    z.object({
      email: z.string(),
      role: z.enum(ROLES),
      password: z.string(),
      store_codes: z.array(z.string()),
    }),
  ),
});

export const ZSessionInfo = z.object({
  id: z.string(),
  device: z.string().describe("browser and system, from the user agent"),
  created_at: z.string(),
  last_used_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  remember: z.boolean(),
  current: z.boolean(),
});

export const ZSessionId = z.object({ id: z.string().min(1).max(100) });
export type TSessionUser = z.infer<typeof ZSessionUser>;
export type TTokenAnswer = z.infer<typeof ZTokenAnswer>;
export type TDemoAccounts = z.infer<typeof ZDemoAccounts>;
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZTwoFactorSetup = z.object({
  secret: z.string().describe("base32, for manual entry"),
  otpauth_url: z.string(),
  qr_code: z.string().describe("the otpauth URL as a PNG data URL"),
});
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()).length(10) });

export const ZAccountActivity = z.object({
  records_created: z.number().int().describe("records this user created (audit CREATE entries)"),
  last_login_at: z.string().nullable(),
  member_since: z.string(),
  two_factor_enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  active_sessions: z.number().int(),
});
export type TAccountActivity = z.infer<typeof ZAccountActivity>;
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;
