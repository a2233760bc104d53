import { DEFAULT_USER_POLICY_SETTINGS } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { auditEntries } from "../../../test/audit-entries.ts";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { writeSetting } from "../settings/settings.repository.ts";

const t = useTestApp();

const alive = async (token: string) => (await client(t.app, token).get("/api/auth/v1/user")).statusCode;

describe("maximum concurrent sessions (user policy settings)", () => {
  it("a sign-in beyond the maximum ends the least recently used session", async () => {
    await writeSetting(
      t.database.db,
      "user_policy",
      {
        ...DEFAULT_USER_POLICY_SETTINGS,
        sessions: { ...DEFAULT_USER_POLICY_SETTINGS.sessions, max_concurrent: 2 },
      },
      null,
    );
    const first = await signIn(t.app, "accounting");
    const second = await signIn(t.app, "accounting");
    expect(await alive(first.token)).toBe(200);
    expect(await alive(second.token)).toBe(200);
    // The first session is used after the second: the second is now the least recently used.
    await t.database.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 120_000).toISOString() })
      .where("user_id", "=", second.user.id)
      .execute();
    await client(t.app, first.token).get("/api/auth/v1/user");
    const third = await signIn(t.app, "accounting");
    expect(await alive(third.token)).toBe(200);
    expect(await alive(first.token)).toBe(200);
    expect(await alive(second.token)).toBe(401);
    const live = (await client(t.app, third.token).get("/api/auth/v1/sessions")).json();
    expect(live).toHaveLength(2);
    // Another user's sessions are not touched.
    const ceo = await signIn(t.app, "ceo");
    await signIn(t.app, "accounting");
    expect(await alive(ceo.token)).toBe(200);
  });

  it("the default maximum is 3", async () => {
    await writeSetting(t.database.db, "user_policy", DEFAULT_USER_POLICY_SETTINGS, null);
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push((await signIn(t.app, "store_manager")).token);
    const statuses = await Promise.all(tokens.map(alive));
    expect(statuses).toEqual([401, 200, 200, 200]);
  });
});

describe("revoking a session", () => {
  it("writes an audit entry naming the ended session, without its token", async () => {
    const admin = await signIn(t.app, "admin");
    const other = await signIn(t.app, "admin");
    const api = client(t.app, admin.token);
    const sessions: Array<{ id: string; current: boolean }> = (await api.get("/api/auth/v1/sessions")).json();
    const target = sessions.find((session) => !session.current);
    expect(target).toBeDefined();
    expect((await api.delete(`/api/auth/v1/sessions/${target?.id}`)).statusCode).toBe(200);
    expect(await alive(other.token)).toBe(401);
    const entries = await auditEntries(t, { user_id: admin.user.id, target_table: "sessions" });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "LOGOUT", target_id: target?.id });
    expect(JSON.stringify(entries)).not.toContain(other.token);
  });

  it("DELETE /sessions ends all of one's other sessions, keeps this one, and is audited", async () => {
    const older = await signIn(t.app, "staff");
    const current = await signIn(t.app, "staff");
    const response = await client(t.app, current.token).delete("/api/auth/v1/sessions");
    expect(response.statusCode, response.body).toBe(200);
    expect(await alive(older.token)).toBe(401);
    expect(await alive(current.token)).toBe(200);
    const entries = await auditEntries(t, { user_id: current.user.id, target_table: "sessions" });
    expect(entries).toMatchObject([
      { action: "LOGOUT", description: expect.stringContaining("other session") },
    ]);
  });
});
