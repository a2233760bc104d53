import type { Role, TUserPolicySettings } from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";
import { listRows } from "../../lib/rest.ts";

export interface User {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  department: string | null;
  job_title: string | null;
  location: string | null;
  bio: string | null;
  notes: string | null;
  timezone: string;
  assigned_stores: string[];
  managed_stores: string[];
  status: string;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  allowed_actions: string[];
  one_time_password?: string;
}

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

export const POLICY_KEY = ["settings"] as const;
export const fetchPolicy = () => apiJson<{ user_policy?: TUserPolicySettings }>("/settings");
export const savePolicy = (policy: Partial<TUserPolicySettings>) =>
  apiJson<{ user_policy?: TUserPolicySettings }>("/settings/user_policy", { method: "PUT", body: policy });
