import type { UserRecord } from "./users.repository.ts";

export interface StoreRef {
  id: string;
  code: string;
  name: string;
}

/**
 * The session user as the API shows it: no hashes, no secrets. `requireTwoFactor` is the
 * organisation's Settings → Security switch: with it on, a user without two-factor sign-in is
 * asked to set it up before anything else (modules/auth/auth.plugin.ts answers nothing else until then).
 */
export function presentSessionUser(
  user: UserRecord,
  currentStore: StoreRef | null,
  requireTwoFactor: boolean,
) {
  const profile = {
    name: user.name,
    role: user.role,
    phone: user.phone,
    department: user.department,
    job_title: user.job_title,
    location: user.location,
    bio: user.bio,
    timezone: user.timezone,
    profile_image_url: user.profile_image_url,
    status: user.status,
    assigned_stores: user.assigned_stores,
    managed_stores: user.managed_stores,
  };
  return {
    id: user.id,
    email: user.email,
    ...profile,
    current_store_id: currentStore?.id ?? null,
    current_store: currentStore,
    must_change_password: user.must_change_password,
    totp_enabled: user.totp_enabled,
    two_factor_required: requireTwoFactor && !user.totp_enabled,
    created_at: user.created_at,
    user_metadata: {
      ...profile,
      current_store_id: currentStore?.id ?? null,
      current_store: currentStore?.name ?? null,
    },
  };
}
