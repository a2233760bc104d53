import type { SessionUser } from "../lib/auth.api.ts";

/** A signed-in user for a component test: an active admin with no store, as the server presents one. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const profile = {
    name: "Sam Someone",
    role: "admin" as const,
    phone: null,
    department: null,
    job_title: null,
    location: null,
    bio: null,
    timezone: "UTC",
    profile_image_url: null,
    status: "active",
    assigned_stores: [],
    managed_stores: [],
    ...overrides,
  };
  const current_store = overrides.current_store ?? null;
  return {
    id: "u1",
    email: "someone@example.com",
    current_store_id: current_store?.id ?? null,
    current_store,
    must_change_password: false,
    totp_enabled: false,
    two_factor_required: false,
    created_at: "2026-01-01T00:00:00.000Z",
    ...profile,
    user_metadata: {
      ...profile,
      current_store_id: current_store?.id ?? null,
      current_store: current_store?.name ?? null,
    },
  };
}
