import type { Role, RowOf, TUserPolicySettings } from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";
import { listRows } from "../../lib/rest.ts";

/** A user as the users screen reads it: the domain's row, its role and store lists typed. */
export type User = Omit<RowOf<"users">, "role" | "assigned_stores" | "managed_stores" | "allowed_actions"> & {
  role: Role;
  assigned_stores: string[];
  managed_stores: string[];
  allowed_actions: string[];
  one_time_password?: string;
};

export const USER_SELECT = [
  "id",
  "name",
  "email",
  "phone",
  "role",
  "department",
  "job_title",
  "location",
  "bio",
  "notes",
  "timezone",
  "assigned_stores",
  "managed_stores",
  "status",
  "created_at",
  "updated_at",
  "last_login_at",
  "totp_enabled",
] as const;

export const STATS_KEY = ["rest", "users", "stats"] as const;

/** The four stat cards, each a count the server makes (no list is loaded for them). */
export async function fetchUserStats() {
  const count = async (eq?: Record<string, string>) =>
    (await listRows("users", { select: ["id"], limit: 1, count: true, ...(eq ? { eq } : {}) })).total ?? 0;
  const [total, active, admins, staff] = await Promise.all([
    count(),
    count({ status: "active" }),
    count({ role: "admin" }),
    count({ role: "staff" }),
  ]);
  return { total, active, admins, staff };
}

export const resetUserPassword = (userId: string, password: string) =>
  apiJson("/auth/v1/reset-password", { method: "POST", body: { user_id: userId, new_password: password } });

/** An admin removes a user's two-factor sign-in (a lost phone); their sessions end. */
export const resetUserTwoFactor = (userId: string) =>
  apiJson(`/users/${userId}/reset-two-factor`, { method: "POST" });

export const POLICY_KEY = ["settings"] as const;
export const fetchPolicy = () => apiJson<{ user_policy?: TUserPolicySettings }>("/settings");
export const savePolicy = (policy: Partial<TUserPolicySettings>) =>
  apiJson<{ user_policy?: TUserPolicySettings }>("/settings/user_policy", { method: "PUT", body: policy });
