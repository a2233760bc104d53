import { DEFAULT_USER_POLICY_SETTINGS } from "@storeops/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { TEST_AUDIT_KEY } from "../../../test/test-databases.ts";
import { checkpointSigned } from "../../audit/checkpoint.ts";
import { verifyAuditChain } from "../../audit/verify.ts";
import { writeSetting } from "../settings/settings.repository.ts";
import { makeVendor } from "../vendors/vendors.factory.ts";
import { pruneAuditLog } from "./audit-retention.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = async () => (await (await asAdmin(t)).get("/api/audit/verify")).json();
const entries = () =>
  t.database.db.selectFrom("audit_logs").selectAll().where("seq", "is not", null).orderBy("seq").execute();
const DAY = 86_400_000;

describe("the audit hash chain", () => {
  it("holds over the seeded trail and every entry written through the API", async () => {
    const before = await verify();
    expect(before).toMatchObject({ ok: true, first_broken_id: null });
    expect(before.checked).toBeGreaterThan(100);
    await makeVendor(t, { name: "Chain Vendor" });
    const after = await verify();
    expect(after.ok).toBe(true);
    expect(after.checked).toBeGreaterThan(before.checked);
    const all = await entries();
    expect(all.map((row) => Number(row.seq))).toEqual(all.map((_, index) => index + 1));
    expect(
      all.every((row) => row.seq === null || (row.hash?.length === 64 && row.prev_hash?.length === 64)),
    ).toBe(true);
  });

  it("detects an entry edited in the database, and is whole again once it is put back", async () => {
    const all = await entries();
    const target = all[Math.floor(all.length / 2)];
    if (!target) throw new Error("no entries");
    const db = t.database.db;
    await db
      .updateTable("audit_logs")
      .set({ description: "Nothing happened here" })
      .where("id", "=", target.id)
      .execute();
    expect(await verify()).toMatchObject({ ok: false, first_broken_id: target.id });
    await db
      .updateTable("audit_logs")
      .set({ description: target.description })
      .where("id", "=", target.id)
      .execute();
    expect((await verify()).ok).toBe(true);
    // A changed user or time is an edit too; so is a recomputed hash that no longer follows the chain.
    await db.updateTable("audit_logs").set({ user_id: null }).where("id", "=", target.id).execute();
    expect((await verify()).first_broken_id).toBe(target.id);
    await db.updateTable("audit_logs").set({ user_id: target.user_id }).where("id", "=", target.id).execute();
    expect((await verify()).ok).toBe(true);
  });

  it("detects an entry deleted in the database: in the middle, at the end, and one inserted outside the chain", async () => {
    const db = t.database.db;
    const all = await entries();
    const middle = all[10];
    const next = all[11];
    const last = all.at(-1);
    if (!middle || !next || !last) throw new Error("too few entries");
    await db.deleteFrom("audit_logs").where("id", "=", middle.id).execute();
    expect(await verify()).toMatchObject({ ok: false, first_broken_id: next.id, checked: 10 });
    await db.insertInto("audit_logs").values(middle).execute();
    expect((await verify()).ok).toBe(true);

    await db.deleteFrom("audit_logs").where("id", "=", last.id).execute();
    expect(await verify()).toMatchObject({ ok: false, first_broken_id: last.id });
    await db.insertInto("audit_logs").values(last).execute();
    expect((await verify()).ok).toBe(true);

    const forged = { ...middle, id: "forged-entry", seq: null, prev_hash: null, hash: null };
    await db.insertInto("audit_logs").values(forged).execute();
    expect(await verify()).toMatchObject({ ok: false, first_broken_id: "forged-entry" });
    await db.deleteFrom("audit_logs").where("id", "=", "forged-entry").execute();
    expect((await verify()).ok).toBe(true);
  });

  it("stays valid under concurrent writers", async () => {
    const vendors = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        makeVendor(t, { name: `Concurrent Vendor ${n}`, code: `CONC-${n}` }),
      ),
    );
    expect(vendors.map((vendor) => vendor.name)).toEqual(vendors.map((_, n) => `Concurrent Vendor ${n}`));
    const verdict = await verify();
    expect(verdict).toMatchObject({ ok: true, first_broken_id: null });
    const all = await entries();
    expect(verdict.checked).toBe(all.length);
    expect(all.map((row) => Number(row.seq))).toEqual(all.map((_, index) => index + 1));
  });

  it("is read by whoever reads the audit log", async () => {
    const ceo = client(t.app, (await signIn(t.app, "ceo")).token);
    expect((await ceo.get("/api/audit/verify")).json().ok).toBe(true);
    const manager = client(t.app, (await signIn(t.app, "store_manager")).token);
    expect((await manager.get("/api/audit/verify")).statusCode).toBe(403);
    expect((await client(t.app).get("/api/audit/verify")).statusCode).toBe(401);
  });
});

describe("audit retention", () => {
  it("prunes entries past the retention days and records it in the chain", async () => {
    const db = t.database.db;
    await writeSetting(
      db,
      "user_policy",
      {
        ...DEFAULT_USER_POLICY_SETTINGS,
        audit: { ...DEFAULT_USER_POLICY_SETTINGS.audit, retention_days: 30 },
      },
      null,
    );
    // Twenty days on, the entries of the seeded trail's first ten days are past 30 days' retention.
    const later = Date.now() + 20 * DAY;
    const cutoff = new Date(later - 30 * DAY).toISOString();
    const old = await db
      .selectFrom("audit_logs")
      .select(sql<number>`count(*)`.as("n"))
      .where("created_at", "<", cutoff)
      .executeTakeFirstOrThrow();
    const total = (await entries()).length;
    expect(Number(old.n)).toBeGreaterThan(0);

    const result = await pruneAuditLog(db, later);
    expect(result.pruned).toBe(Number(old.n));
    const kept = await entries();
    expect(kept).toHaveLength(total - result.pruned + 1);
    const checkpoint = kept.at(-1);
    expect(kept.every((row) => row.created_at >= cutoff)).toBe(true);
    expect(checkpoint).toMatchObject({ action: "PRUNE", target_table: "audit_logs", user_name: "System" });
    expect(JSON.parse(checkpoint?.changes ?? "{}")).toMatchObject({
      pruned_from_seq: 1,
      pruned_to_seq: result.pruned,
      pruned_count: result.pruned,
      first_kept_seq: result.pruned + 1,
      continues_from_hash: kept[0]?.prev_hash,
    });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, checked: kept.length });
    // Nothing more to prune: no second checkpoint.
    expect((await pruneAuditLog(db, later)).pruned).toBe(0);
    expect(await entries()).toHaveLength(kept.length);

    // Removing the oldest kept entry behind the API is still caught.
    const first = kept[0];
    if (!first) throw new Error("nothing kept");
    await db.deleteFrom("audit_logs").where("id", "=", first.id).execute();
    expect((await verifyAuditChain(db)).first_broken_id).toBe(kept[1]?.id);
    await db.insertInto("audit_logs").values(first).execute();
    expect((await verifyAuditChain(db)).ok).toBe(true);

    // The checkpoint is signed with the audit key: one that says something else is caught.
    const changes = JSON.parse(checkpoint?.changes ?? "{}");
    expect(checkpointSigned(TEST_AUDIT_KEY, changes)).toBe(true);
    const forged = JSON.stringify({ ...changes, pruned_count: changes.pruned_count - 1 });
    await db
      .updateTable("audit_logs")
      .set({ changes: forged })
      .where("id", "=", String(checkpoint?.id))
      .execute();
    expect(await verifyAuditChain(db)).toMatchObject({
      ok: false,
      first_broken_id: checkpoint?.id,
      reason: "edited",
    });
  });
});
