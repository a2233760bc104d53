import { expect } from "vitest";
import { describeLadder } from "../../../test/ladder.ts";
import { DEMO_PASSWORD, useTestApp } from "../../../test/test-app.ts";

// The profile, two-factor and settings calls taken through the ladder. None has a store-scoped
// target (404 rung null); the role rules of /api/settings are in settings.test.ts.
const t = useTestApp();
const app = () => t;

describeLadder("/api/auth/v1/user", app, {
  method: "PATCH",
  url: "/api/auth/v1/user",
  payload: { department: "Finance" },
  forbidden: { as: "staff", payload: { role: "admin" } },
  outOfScope: null,
  badRequest: { as: "accounting", payload: { timezone: "Mars" } },
  success: { as: "accounting", check: (response) => expect(response.json().department).toBe("Finance") },
});

describeLadder("/api/auth/v1/user/activity", app, {
  method: "GET",
  url: "/api/auth/v1/user/activity",
  forbidden: null,
  outOfScope: null,
  badRequest: null,
  success: {
    as: "staff",
    check: (response) => expect(response.json().records_created).toEqual(expect.any(Number)),
  },
});

describeLadder("/api/auth/v1/user/export", app, {
  method: "GET",
  url: "/api/auth/v1/user/export",
  forbidden: null,
  outOfScope: null,
  badRequest: null,
  success: {
    as: "store_manager",
    check: (response) => expect(response.json().profile.role).toBe("store_manager"),
  },
});

describeLadder("/api/auth/v1/2fa/setup", app, {
  method: "POST",
  url: "/api/auth/v1/2fa/setup",
  payload: { password: DEMO_PASSWORD },
  forbidden: null,
  outOfScope: null,
  badRequest: { as: "ceo", payload: {} },
  success: { as: "ceo", check: (response) => expect(response.json().secret).toEqual(expect.any(String)) },
});

describeLadder("/api/auth/v1/2fa/enable", app, {
  method: "POST",
  url: "/api/auth/v1/2fa/enable",
  payload: { code: "000000" },
  forbidden: null,
  outOfScope: null,
  badRequest: { as: "ceo", payload: { code: 12 } },
  // A wrong code is the refusal this ladder can reach without an authenticator (two-factor.test.ts enables).
  success: {
    as: "ceo",
    status: 400,
    check: (response) => expect(response.json().message).toBe("Invalid two-factor code"),
  },
});

describeLadder("/api/auth/v1/2fa/disable", app, {
  method: "POST",
  url: "/api/auth/v1/2fa/disable",
  payload: { password: DEMO_PASSWORD },
  forbidden: null,
  outOfScope: null,
  badRequest: { as: "ceo", payload: { password: "wrong-password" } },
  success: { as: "ceo", check: (response) => expect(response.json().ok).toBe(true) },
});

describeLadder("/api/settings", app, {
  method: "GET",
  url: "/api/settings",
  forbidden: null,
  outOfScope: null,
  badRequest: null,
  success: { as: "admin", check: (response) => expect(response.json().system.max_file_size_mb).toBe(10) },
});

describeLadder("/api/settings/{section}", app, {
  method: "PUT",
  url: "/api/settings/system",
  payload: { debug_mode: true },
  forbidden: { as: "accounting", message: "You do not have permission to change these settings." },
  outOfScope: null,
  badRequest: { as: "admin", payload: { max_file_size_mb: 0 } },
  success: { as: "admin", check: (response) => expect(response.json().system.debug_mode).toBe(true) },
});
