import { expect } from "vitest";
import { describeLadder } from "../../../test/ladder.ts";
import { DEMO_EMAILS, DEMO_PASSWORD, signIn, useTestApp } from "../../../test/test-app.ts";
import { uuidFromKey } from "../../seed/random.ts";

// Every signed-in call of /api/auth/v1 taken through 401 → 403 → 404 → 400 → success. The public
// calls (token, stores, demo-accounts) have no 401 rung; auth.test.ts covers them.
const t = useTestApp();
const app = () => t;

// Seeded ids are derived from their keys (seed/random.ts), so tests can name them.
const storeId = (code: string) => uuidFromKey(`store:${code}`);
const userId = (email: string) => uuidFromKey(`user:${email}`);

let probedSession = "";

/** The id of a fresh sign-in's session, remembered for the success check. */
async function newestSessionOf(account: "store_manager" | "ceo"): Promise<string> {
  const { user } = await signIn(t.app, account);
  const row = await t.database.db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", user.id)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  probedSession = String(row.id);
  return probedSession;
}

describeLadder("/api/auth/v1/user", app, {
  method: "GET",
  url: "/api/auth/v1/user",
  forbidden: null,
  outOfScope: null,
  badRequest: null,
  success: {
    as: "staff",
    check: (response) => {
      const user = response.json();
      expect(user).toMatchObject({ email: DEMO_EMAILS.staff, role: "staff" });
      expect(user.current_store).toMatchObject({ id: storeId("DT-CAFE"), code: "DT-CAFE" });
      expect(user).not.toHaveProperty("password_hash");
    },
  },
});

describeLadder("/api/auth/v1/sessions", app, {
  method: "GET",
  url: "/api/auth/v1/sessions",
  forbidden: null,
  outOfScope: null,
  badRequest: null,
  success: {
    as: "accounting",
    check: (response) => {
      const sessions: Array<{ current: boolean; expires_at: string }> = response.json();
      expect(sessions.filter((session) => session.current)).toHaveLength(1);
      for (const session of sessions) expect(session.expires_at > new Date().toISOString()).toBe(true);
    },
  },
});

describeLadder("/api/auth/v1/sessions/{id}", app, {
  method: "DELETE",
  url: async () => `/api/auth/v1/sessions/${await newestSessionOf("store_manager")}`,
  forbidden: null,
  // Another user's session is out of the caller's reach: not found.
  outOfScope: { as: "admin", message: "Session not found" },
  // Any id is a well-formed id; one that is not the caller's is simply not found.
  badRequest: null,
  success: {
    as: "store_manager",
    check: async (response) => {
      expect(response.json()).toEqual({ ok: true });
      const ended = await t.database.db
        .selectFrom("sessions")
        .select("revoked_at")
        .where("id", "=", probedSession)
        .executeTakeFirstOrThrow();
      expect(ended.revoked_at).not.toBeNull();
    },
  },
});

describeLadder("/api/auth/v1/switch-store", app, {
  method: "POST",
  url: "/api/auth/v1/switch-store",
  payload: { store_id: storeId("CH-CAFE") },
  forbidden: {
    as: "staff",
    payload: { store_id: storeId("MS-RETAIL") },
    message: "You do not have permission to create records for this store.",
  },
  // A store outside the caller's is refused with 403 above (the contract of switch-store).
  outOfScope: null,
  badRequest: { as: "staff", payload: {} },
  success: {
    as: "staff",
    check: (response) => {
      expect(response.json()).toMatchObject({ current_store_id: storeId("CH-CAFE") });
      expect(response.json().current_store.code).toBe("CH-CAFE");
    },
  },
});

describeLadder("/api/auth/v1/reset-password", app, {
  method: "POST",
  url: "/api/auth/v1/reset-password",
  payload: { user_id: userId("erin.walsh@example.com"), new_password: "Another123" },
  forbidden: { as: "store_manager" },
  outOfScope: {
    as: "admin",
    payload: { user_id: uuidFromKey("user:nobody@example.com"), new_password: "Another123" },
    message: "User not found",
  },
  badRequest: { as: "admin", payload: { user_id: userId("erin.walsh@example.com"), new_password: "short" } },
  success: {
    as: "admin",
    check: async (response) => {
      expect(response.json()).toEqual({ ok: true, message: "Password reset successfully" });
      const row = await t.database.db
        .selectFrom("users")
        .select("must_change_password")
        .where("id", "=", userId("erin.walsh@example.com"))
        .executeTakeFirstOrThrow();
      expect(Number(row.must_change_password)).toBe(1);
    },
  },
});

describeLadder("/api/auth/v1/change-password", app, {
  method: "POST",
  url: "/api/auth/v1/change-password",
  payload: { current_password: DEMO_PASSWORD, new_password: "Changed123" },
  forbidden: null,
  outOfScope: null,
  badRequest: {
    as: "ceo",
    payload: { current_password: "not-it", new_password: "Changed123" },
    message: "Current password is incorrect.",
  },
  success: {
    as: "ceo",
    check: async (response) => {
      expect(response.json()).toEqual({ ok: true, message: "Password changed successfully" });
      const old = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/token",
        payload: { email: DEMO_EMAILS.ceo, password: DEMO_PASSWORD },
      });
      expect(old.statusCode).toBe(401);
      const changed = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/token",
        payload: { email: DEMO_EMAILS.ceo, password: "Changed123" },
      });
      expect(changed.statusCode).toBe(200);
    },
  },
});

// Last: it ends the accounting session the ladders above share.
describeLadder("/api/auth/v1/logout", app, {
  method: "POST",
  url: "/api/auth/v1/logout",
  forbidden: null,
  outOfScope: null,
  badRequest: null,
  success: {
    as: "accounting",
    check: async (response) => {
      expect(response.json()).toEqual({ ok: true });
      expect(String(response.headers["set-cookie"])).toMatch(/session=;/);
      const entry = await t.database.db
        .selectFrom("audit_logs")
        .select("description")
        .where("action", "=", "LOGOUT")
        .where("user_id", "=", userId(DEMO_EMAILS.accounting))
        .executeTakeFirst();
      expect(entry?.description).toBe("Rachel Nguyen signed out");
      const sessions = await t.database.db
        .selectFrom("sessions")
        .select("id")
        .where("user_id", "=", userId(DEMO_EMAILS.accounting))
        .where("revoked_at", "is", null)
        .execute();
      expect(sessions).toHaveLength(0);
    },
  },
});
