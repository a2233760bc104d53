import type { TDemoAccounts, TSessionUser, TTokenAnswer } from "@storeops/domain";
import { apiJson, isApiError } from "./api.ts";

/** The signed-in user as the server presents it (the domain's schema of the answer). */
export type SessionUser = TSessionUser;

export interface SignInInput {
  email: string;
  password: string;
  store_code?: string;
  remember?: boolean;
  otp?: string;
}

export type DemoAccount = TDemoAccounts["accounts"][number];

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
  const response = await apiJson<TTokenAnswer>("/auth/v1/token", { method: "POST", body: input });
  return response.user;
}

export async function signOut(): Promise<void> {
  await apiJson<{ ok: boolean }>("/auth/v1/logout", { method: "POST" });
}

export function fetchDemoAccounts(): Promise<TDemoAccounts> {
  return apiJson<TDemoAccounts>("/auth/v1/demo-accounts");
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
