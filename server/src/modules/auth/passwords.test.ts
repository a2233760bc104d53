import { DEFAULT_USER_POLICY_SETTINGS } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import { auditEntries } from "../../../test/audit-entries.ts";
import { client, DEMO_PASSWORD, signIn, useTestApp } from "../../../test/test-app.ts";
import { writeSetting } from "../settings/settings.repository.ts";

const t = useTestApp();

const SPECIAL = "Password must contain at least one special character.";

/** Saves a password policy that also asks for a special character. */
async function requireSpecialCharacter() {
  await writeSetting(
    t.database.db,
    "user_policy",
    {
      ...DEFAULT_USER_POLICY_SETTINGS,
      password_policy: { ...DEFAULT_USER_POLICY_SETTINGS.password_policy, require_special: true },
    },
    null,
  );
}

describe("passwords", () => {
  afterEach(async () => {
    await writeSetting(t.database.db, "user_policy", DEFAULT_USER_POLICY_SETTINGS, null);
  });

  it("change-password checks the current password and the policy", async () => {
    const { token: access } = await signIn(t.app, "staff2");
    const api = client(t.app, access);
    const wrong = await api.post("/api/auth/v1/change-password", {
      current_password: "nope",
      new_password: "Newpass123",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Current password is incorrect.");
    const weak = await api.post("/api/auth/v1/change-password", {
      current_password: DEMO_PASSWORD,
      new_password: "newpass12",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe("Password must contain at least one uppercase letter.");
    const ok = await api.post("/api/auth/v1/change-password", {
      current_password: DEMO_PASSWORD,
      new_password: "Newpass123",
    });
    expect(ok.statusCode).toBe(200);
    const back = await api.post("/api/auth/v1/change-password", {
      current_password: "Newpass123",
      new_password: DEMO_PASSWORD,
    });
    expect(back.statusCode).toBe(200);
  });

  it("reset-password is admin only, checks the saved policy and revokes the user's sessions", async () => {
    const manager = await signIn(t.app, "store_manager");
    const refused = await client(t.app, manager.token).post("/api/auth/v1/reset-password", {
      user_id: manager.user.id,
      new_password: "Another123",
    });
    expect(refused.statusCode).toBe(403);
    const admin = client(t.app, (await signIn(t.app, "admin")).token);
    const short = await admin.post("/api/auth/v1/reset-password", {
      user_id: manager.user.id,
      new_password: "short",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("Password must be at least 8 characters long!");

    await requireSpecialCharacter();
    const plain = await admin.post("/api/auth/v1/reset-password", {
      user_id: manager.user.id,
      new_password: "Another123",
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({
      message: SPECIAL,
      details: { fields: { new_password: [SPECIAL] } },
    });
    expect((await client(t.app, manager.token).get("/api/auth/v1/user")).statusCode).toBe(200);

    const reset = await admin.post("/api/auth/v1/reset-password", {
      user_id: manager.user.id,
      new_password: "Another#123",
    });
    expect(reset.statusCode).toBe(200);
    expect((await client(t.app, manager.token).get("/api/auth/v1/user")).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      payload: { email: "manager@example.com", password: "Another#123" },
    });
    expect(again.json().user.must_change_password).toBe(true);
  });

  it("first sign-in's password change follows the saved policy", async () => {
    const admin = client(t.app, (await signIn(t.app, "admin")).token);
    const email = `first-${Date.now()}@example.com`;
    const created = await admin.post("/api/rest/v1/users", {
      name: "First Timer",
      email,
      phone: "555-0100",
      role: "admin",
    });
    expect(created.statusCode, created.body).toBe(201);
    const oneTime: string = created.json().one_time_password;
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      payload: { email, password: oneTime },
    });
    expect(login.json().user.must_change_password).toBe(true);
    const api = client(t.app, login.json().access_token);

    await requireSpecialCharacter();
    const plain = await api.post("/api/auth/v1/change-password", {
      current_password: oneTime,
      new_password: "Firstpass123",
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe(SPECIAL);
    const ok = await api.post("/api/auth/v1/change-password", {
      current_password: oneTime,
      new_password: "Firstpass#123",
    });
    expect(ok.statusCode).toBe(200);
    expect((await api.get("/api/auth/v1/user")).json().must_change_password).toBe(false);
  });

  it("change-password: 15 simultaneous wrong current passwords get at most 10 checks, the rest 429; then even the right one is 429", async () => {
    const { token: access } = await signIn(t.app, "accounting");
    const api = client(t.app, access);
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        api.post("/api/auth/v1/change-password", {
          current_password: `wrong-${i}`,
          new_password: "Newpass123",
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 400).length, codes.join()).toBeLessThanOrEqual(10);
    expect(codes.filter((code) => code === 429).length, codes.join()).toBeGreaterThanOrEqual(5);
    expect(
      codes.every((code) => code === 400 || code === 429),
      codes.join(),
    ).toBe(true);
    const right = await api.post("/api/auth/v1/change-password", {
      current_password: DEMO_PASSWORD,
      new_password: "Newpass123",
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe("too_many_requests");
  }, 60_000);

  it("change-password is audited, the wrong current password too, with no password material", async () => {
    const ceo = await signIn(t.app, "ceo");
    const api = client(t.app, ceo.token);
    const wrong = await api.post("/api/auth/v1/change-password", {
      current_password: "Wrong-guess-1",
      new_password: "Secret#Pass1",
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await api.post("/api/auth/v1/change-password", {
      current_password: DEMO_PASSWORD,
      new_password: "Secret#Pass2",
    });
    expect(ok.statusCode).toBe(200);
    const entries = await auditEntries(t, { target_id: ceo.user.id, descriptionLike: "%password%" });
    expect(entries.map((entry) => entry.action).sort()).toEqual(["LOGIN_FAILED", "UPDATE"]);
    const text = JSON.stringify(entries);
    for (const secret of ["Wrong-guess-1", "Secret#Pass1", "Secret#Pass2", DEMO_PASSWORD, "scrypt$"])
      expect(text).not.toContain(secret);
  });
});
