import type { Role } from "@storeops/domain";
import { apiJson, isApiError } from "./api.ts";

export interface StoreRef {
  id: string;
  code: string;
  name: string;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  phone: string | null;
  department: string | null;
  job_title: string | null;
  location: string | null;
  bio: string | null;
  timezone: string | null;
  profile_image_url: string | null;
  status: string;
  assigned_stores: string[];
  managed_stores: string[];
  current_store_id: string | null;
  current_store: StoreRef | null;
  must_change_password: boolean;
  totp_enabled?: boolean;
  /** Settings → Security requires two-factor sign-in and this user has not set it up yet. */
  two_factor_required?: boolean;
  created_at?: string;
}

export interface SignInInput {
  email: string;
  password: string;
  store_code?: string;
  remember?: boolean;
  otp?: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  user: SessionUser;
}

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  store_codes: string[];
}

export interface DemoAccounts {
  enabled: boolean;
  accounts: DemoAccount[];
}

/** The signed-in user, or null when the session cookie is missing, invalid or expired. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    return await apiJson<SessionUser>("/auth/v1/user");
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export async function signIn(input: SignInInput): Promise<SessionUser> {
  // The server also sets the httpOnly session cookie; the token itself is not kept in the browser.
  const response = await apiJson<TokenResponse>("/auth/v1/token", { method: "POST", body: input });
  return response.user;
}

export async function signOut(): Promise<void> {
  await apiJson<{ ok: boolean }>("/auth/v1/logout", { method: "POST" });
}

export function fetchDemoAccounts(): Promise<DemoAccounts> {
  return apiJson<DemoAccounts>("/auth/v1/demo-accounts");
}

export function switchStore(storeId: string): Promise<SessionUser> {
  return apiJson<SessionUser>("/auth/v1/switch-store", { method: "POST", body: { store_id: storeId } });
}

/** POST /api/auth/v1/change-password: the current password is checked on the server. */
export async function changePassword(input: {
  current_password: string;
  new_password: string;
}): Promise<void> {
  await apiJson("/auth/v1/change-password", { method: "POST", body: input });
}
